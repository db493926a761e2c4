// The cart loaded only after the signed-in check: what the check reads first, the SiteUserInfo cookie.
import { describe, expect, it } from 'vitest';
import { saysSignedIn } from '../../domain/accounts/site-user-info.js';

describe('the cart loaded only after the signed-in check: the SiteUserInfo hint', () => {
  it('says signed in only for {authenticated: true}', () => {
    expect(saysSignedIn('{"authenticated":true,"siteUserId":"u1"}')).toBe(true);
    expect(saysSignedIn('{"authenticated":false}')).toBe(false);
    expect(saysSignedIn('{"authenticated":"true"}')).toBe(false);
    expect(saysSignedIn('not json')).toBe(false);
    expect(saysSignedIn(undefined)).toBe(false);
  });
});
