// A site user of the API: a visitor who signed in; `merchant` sends the session's xsrf token.
import { Visitor, type ApiAnswer, type CallOptions } from './visitor.js';

export const SESSION_PATH = '/api/site-users/account/session';

export class Account extends Visitor {
  xsrfToken: string | undefined;

  merchant(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    return this.call(method, path, { ...options, headers: { ...(this.xsrfToken ? { 'x-xsrf-token': this.xsrfToken } : {}), ...options.headers } });
  }
}

export async function signIn(baseUrl: string, email: string, password: string, rememberMe = false): Promise<{ account: Account; res: ApiAnswer }> {
  const account = new Account(baseUrl);
  await account.arrive();
  const res = await account.call('POST', SESSION_PATH, { json: { email, password, rememberMe } });
  if (res.status === 200) account.xsrfToken = res.body.xsrfToken;
  return { account, res };
}
