/**
 * `CORS_ORIGINS`: the other origins whose pages may call this server's API (`/api/`) with the
 * visitor's cookies, such as the host of a static export (`npm run export -- --api-origin …`):
 * comma-separated http(s) origins (`https://www.example.com,https://static.example.com`). Unset,
 * no other origin may. An entry that is not an origin stops the server at its first request with
 * a message naming it.
 */
export function parseCorsOrigins(setting: string | undefined): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const raw of (setting ?? '').split(',')) {
    const value = raw.trim();
    if (value === '') continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`CORS_ORIGINS: "${value}" is not a URL; give origins such as https://www.example.com, separated by commas`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CORS_ORIGINS: "${value}" must start with https:// or http://`);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
      throw new Error(`CORS_ORIGINS: "${value}" must be an origin only (scheme, host and port), such as https://www.example.com`);
    }
    origins.add(url.origin);
  }
  return origins;
}

let configured: { setting: string | undefined; origins: ReadonlySet<string> } | undefined;

/** The configured origins allowed to call the API from their pages. */
export function corsOrigins(): ReadonlySet<string> {
  const setting = process.env['CORS_ORIGINS'];
  if (configured === undefined || configured.setting !== setting) configured = { setting, origins: parseCorsOrigins(setting) };
  return configured.origins;
}

/** Whether `origin` (a request's `Origin` header) is one of the listed origins. */
export function isListedOrigin(origin: string | null | undefined): origin is string {
  return typeof origin === 'string' && corsOrigins().has(origin);
}
