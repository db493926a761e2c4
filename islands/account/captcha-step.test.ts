import { describe, expect, it } from 'vitest';
import { asksForCaptcha, CAPTCHA_INCOMPLETE, captchaMissing, withCaptcha } from './captcha-step.js';

describe('the account forms’ captcha rules', () => {
  it('knows the server’s request for a captcha from its other refusals', () => {
    expect(asksForCaptcha({ ok: false, code: 'captcha-required' })).toBe(true);
    expect(asksForCaptcha({ ok: false, code: 'invalid-credentials' })).toBe(false);
    expect(asksForCaptcha({ ok: true })).toBe(false);
    expect(CAPTCHA_INCOMPLETE).toBe('Complete CAPTCHA before submitting.');
  });

  it('stops the call while a shown widget is unsolved, and sends its token once solved', () => {
    expect(captchaMissing({ shown: true, token: null })).toBe(true);
    expect(captchaMissing({ shown: true, token: 'local2.a.1' })).toBe(false);
    expect(captchaMissing({ shown: false, token: null })).toBe(false);
    expect(withCaptcha({ email: 'a@b.io' }, { shown: true, token: 'local2.a.1' })).toEqual({ email: 'a@b.io', captcha: 'local2.a.1' });
    expect(withCaptcha({ email: 'a@b.io' }, { shown: true, token: null })).toEqual({ email: 'a@b.io' });
    expect(withCaptcha({ email: 'a@b.io' }, { shown: false, token: 'stale' })).toEqual({ email: 'a@b.io' });
  });
});
