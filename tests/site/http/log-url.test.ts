// Regression: the request log wrote password-reset and invitation links in full, so whoever read
// the logs held a live link. The token is hidden; the rest of the URL stays.
import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../../site/http/log-url.js';

describe('withoutSecrets', () => {
  it('hides a token in the query, wherever it is, and keeps the rest', () => {
    expect(withoutSecrets('/account/reset?token=abcDEF_123-xyz')).toBe('/account/reset?token=[hidden]');
    expect(withoutSecrets('/account/invitation?a=1&token=abc&b=2')).toBe('/account/invitation?a=1&token=[hidden]&b=2');
    expect(withoutSecrets('/shop?page=2')).toBe('/shop?page=2');
    expect(withoutSecrets('/p/tokens?tokenish=1')).toBe('/p/tokens?tokenish=1');
  });
});
