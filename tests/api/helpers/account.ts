// A site user of the API: a visitor who signed in; `merchant` sends the admin's xsrf token, which
// (like a browser) it only gets by opening /admin as a top-level navigation.
import { rawRequest, type RawAnswer } from './raw-request.js';
import { Visitor, type ApiAnswer, type CallOptions } from './visitor.js';

export const SESSION_PATH = '/api/site-users/account/session';
/** The fetch metadata a browser sends when it opens a page as a tab's document. */
export const NAVIGATION_HEADERS = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' };

/** The xsrf token the admin app is given in its HTML (the island's serialised props). */
export function adminTokenIn(html: string): string | undefined {
  return /xsrfToken&quot;:\[0,&quot;([A-Za-z0-9_-]+)&quot;\]/.exec(html)?.[1];
}

export class Account extends Visitor {
  /** The admin's token when the user opens the admin, else the sign-in's (the storefront session's). */
  xsrfToken: string | undefined;
  siteXsrfToken: string | undefined;

  merchant(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    return this.call(method, path, { ...options, headers: { ...(this.xsrfToken ? { 'x-xsrf-token': this.xsrfToken } : {}), ...options.headers } });
  }

  /**
   * A GET with exactly these headers and the cookies (fetch() writes its own `Sec-Fetch-Mode`, so
   * a page is asked for through node:http).
   */
  page(path: string, headers: Record<string, string>): Promise<RawAnswer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return rawRequest(this.baseUrl, 'GET', path, { ...headers, ...(cookie === '' ? {} : { cookie }) });
  }

  /** An upload (a multipart form, or a file as the body) with the cookies, the origin and the admin's token; the answer's JSON. */
  async upload(path: string, form: FormData | Blob): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: { cookie, origin: this.baseUrl, 'x-xsrf-token': this.xsrfToken ?? '' }, body: form });
    return { status: res.status, body: await res.json() };
  }

  /** Opens /admin as a browser tab would; the admin's xsrf token when the page carries the app. */
  async openAdmin(): Promise<string | undefined> {
    const page = await this.page('/admin', NAVIGATION_HEADERS);
    return page.status === 200 ? adminTokenIn(page.body) : undefined;
  }

  /** Confirms the password again (re-authentication) for the sensitive admin calls. */
  reauthenticate(password: string, code?: string): Promise<ApiAnswer> {
    return this.merchant('POST', '/api/admin/session/reauth', { json: { password, ...(code === undefined ? {} : { code }) } });
  }
}

export async function signIn(baseUrl: string, email: string, password: string, rememberMe = false, code?: string): Promise<{ account: Account; res: ApiAnswer }> {
  const account = new Account(baseUrl);
  await account.arrive();
  const res = await account.call('POST', SESSION_PATH, { json: { email, password, rememberMe, ...(code === undefined ? {} : { code }) } });
  if (res.status === 200) {
    account.siteXsrfToken = res.body.xsrfToken;
    account.xsrfToken = (await account.openAdmin()) ?? res.body.xsrfToken;
  }
  return { account, res };
}
