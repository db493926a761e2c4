// A visitor of the API: keeps the cookies the server sets and sends the crumb back.

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CallOptions {
  /** A JSON value (serialised) or raw text sent as is. */
  json?: unknown;
  raw?: string;
  /** Sends the crumb in the X-CSRF-Token header (default), not at all, or this value. */
  crumb?: 'header' | 'none' | string;
  headers?: Record<string, string>;
}

export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A new visitor who has made the first visit (so has the visitor and crumb cookies). */
  static async arrived(baseUrl: string): Promise<Visitor> {
    const visitor = new Visitor(baseUrl);
    await visitor.arrive();
    return visitor;
  }

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    // Browsers send Origin on every non-GET call; Astro's origin check refuses a body-less
    // DELETE without it.
    const headers: Record<string, string> = method === 'GET' ? { ...options.headers } : { origin: this.baseUrl, ...options.headers };
    if (this.cookies.size > 0) headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = options.crumb ?? 'header';
    if (crumb === 'header' && this.crumb) headers['x-csrf-token'] = this.crumb;
    else if (crumb !== 'header' && crumb !== 'none') headers['x-csrf-token'] = crumb;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, ...(body !== undefined ? { body } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** Posts a form as a browser without JavaScript does: its origin and cookies, no redirect followed. */
  postForm(path: string, body: string | Record<string, string>): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: this.baseUrl, 'content-type': 'application/x-www-form-urlencoded', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
    });
  }

  /** First visit: the cart call issues the visitor and crumb cookies. */
  async arrive(): Promise<ApiAnswer> {
    return this.call('GET', '/api/commerce/shopping-cart');
  }

  add(input: Record<string, unknown>, options: CallOptions = {}): Promise<ApiAnswer> {
    return this.call('POST', '/api/commerce/shopping-cart/entries', { json: input, ...options });
  }
}
