// The password reset request asks for the site's captcha when the site has a key (the demo's
// website settings have one), against the built server with the check on (CAPTCHA_VERIFY not
// 'off'; the local provider, its challenges made easy with CAPTCHA_LOCAL_BITS): refused without a
// token, alike for an email with and without an account and before anything is mailed; accepted
// with a token solved for `password-reset`, once; a token of another purpose is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveLocalChallenge, type LocalChallenge } from '../../domain/captcha/local-token.js';
import { outboxCount } from './helpers/account-mail.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

const RESET = '/api/site-users/account/password-reset';
const OWNER = { email: 'owner@shop.test', password: 'the owner password' };
const SENT = 'If an account uses this email, we have sent it a link to choose a new password. The link works once, for an hour.';

let db: TempDatabase;
let server: ServerProcess;
beforeAll(async () => {
  ({ db, server } = await startSuite({
    CAPTCHA_VERIFY: 'on', CAPTCHA_LOCAL_BITS: '8', RATE_LIMIT_WRITES: '1000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password,
  }));
}, 180_000);
afterAll(() => stopSuite(server, db));

const visitor = (): Promise<Visitor> => Visitor.arrived(server.baseUrl);

async function solved(v: Visitor, purpose: string): Promise<string> {
  const res = await v.call('POST', '/api/captcha/challenge', { json: { purpose } });
  expect(res.status).toBe(200);
  return solveLocalChallenge(res.body as LocalChallenge);
}

describe('the password reset request and the captcha', () => {
  it('refuses a request without a solved captcha, the same for any email, and mails nothing', async () => {
    const v = await visitor();
    const before = await outboxCount(db, 'password-reset');
    const known = await v.call('POST', RESET, { json: { email: OWNER.email } });
    const unknown = await v.call('POST', RESET, { json: { email: 'nobody-here@shop.test' } });
    expect(known.status).toBe(400);
    expect(known.body.error).toBe('Complete CAPTCHA before submitting.');
    expect(known.body.code).toBe('captcha-required');
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.body, requestId: undefined }).toEqual({ ...known.body, requestId: undefined });
    const madeUp = await v.call('POST', RESET, { json: { email: OWNER.email, captcha: 'local2.made-up.1' } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error).toBe('Complete CAPTCHA before submitting.');
    // A token solved for signing in is not one for a reset.
    const signIn = await v.call('POST', RESET, { json: { email: OWNER.email, captcha: await solved(v, 'sign-in') } });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error).toBe('Complete CAPTCHA before submitting.');
    expect(await outboxCount(db, 'password-reset')).toBe(before);
  });

  it('accepts a request with a token solved for the reset, once; the answer is the same for any email', async () => {
    const v = await visitor();
    const before = await outboxCount(db, 'password-reset');
    const token = await solved(v, 'password-reset');
    const known = await v.call('POST', RESET, { json: { email: OWNER.email, captcha: token } });
    expect(known.status).toBe(202);
    expect(known.body.message).toBe(SENT);
    const unknown = await v.call('POST', RESET, { json: { email: 'nobody-here@shop.test', captcha: await solved(v, 'password-reset') } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await expect.poll(() => outboxCount(db, 'password-reset')).toBe(before + 1);
    const again = await v.call('POST', RESET, { json: { email: OWNER.email, captcha: token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Complete CAPTCHA before submitting.');
  });
});
