import type { CaptchaVerdict } from './verifier.js';

/** What every provider's answer must show: success, our host, and our action when it reports one. */
export function judgeAnswer(answer: Record<string, unknown>, expected: { hostname: string | undefined; action: string }): CaptchaVerdict {
  if (answer['success'] !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(', ') : 'none';
    return { ok: false, reason: `the provider refused the token (error codes: ${codes})` };
  }
  const hostname = answer['hostname'];
  if (expected.hostname === undefined) return { ok: false, reason: 'the public origin is not known, so the hostname cannot be checked' };
  if (typeof hostname !== 'string' || hostname.toLowerCase() !== expected.hostname.toLowerCase()) {
    return { ok: false, reason: `the token was solved on ${typeof hostname === 'string' ? hostname : 'no host'}, not ${expected.hostname}` };
  }
  const action = answer['action'];
  if (typeof action === 'string' && action !== '' && action !== expected.action) {
    return { ok: false, reason: `the token was solved for the action ${action}, not ${expected.action}` };
  }
  return { ok: true };
}
