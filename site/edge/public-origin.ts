/**
 * `SITE_URL`: the shop's public origin (`https://shop.example.com`), as visitors' browsers see
 * it. State-changing requests must come from pages of this origin, and when it is https every
 * cookie is `Secure` and responses carry HSTS. Unset, each request's own origin stands in
 * (request-origin.ts). A value that is not an http(s) origin stops the server at its first
 * request with a message saying so.
 */
export function parseSiteUrl(setting: string | undefined): URL | undefined {
  const value = setting?.trim();
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL: "${value}" is not a URL; give the shop's public origin, such as https://shop.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL: "${value}" must start with https:// or http://`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`SITE_URL: "${value}" must be an origin only (scheme, host and port), such as https://shop.example.com`);
  }
  return new URL(url.origin);
}

let configured: { setting: string | undefined; url: URL | undefined } | undefined;

/** The configured public origin, if any. */
export function configuredOrigin(): URL | undefined {
  const setting = process.env['SITE_URL'];
  if (configured === undefined || configured.setting !== setting) configured = { setting, url: parseSiteUrl(setting) };
  return configured.url;
}
