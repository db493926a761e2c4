import { describe, expect, it } from 'vitest';
import { restrictiveCookiePolicy } from '../../../domain/tracking/cookie-policy.js';

describe('the restrictive cookie policy (spec 000 §6)', () => {
  const bools = [false, true];
  const consents = [undefined, 'false', 'true', 'yes'];
  const rows = bools.flatMap((cloneable) =>
    bools.flatMap((restrictiveEnabled) =>
      bools.flatMap((restrictiveAbsolute) =>
        bools.flatMap((bannerEnabled) => consents.map((consent) => ({ cloneable, restrictiveEnabled, restrictiveAbsolute, bannerEnabled, consent }))),
      ),
    ),
  );

  it.each(rows)('%o', ({ consent, ...settings }) => {
    const expected =
      settings.cloneable ||
      (settings.restrictiveEnabled && (settings.restrictiveAbsolute || !settings.bannerEnabled || consent !== 'true'));
    expect(restrictiveCookiePolicy(settings, consent)).toBe(expected);
  });

  it('spot checks', () => {
    const off = { cloneable: false, bannerEnabled: false, restrictiveEnabled: false, restrictiveAbsolute: false };
    expect(restrictiveCookiePolicy(off, undefined)).toBe(false);
    expect(restrictiveCookiePolicy({ ...off, cloneable: true }, 'true')).toBe(true);
    expect(restrictiveCookiePolicy({ ...off, restrictiveEnabled: true, bannerEnabled: true }, 'true')).toBe(false);
    expect(restrictiveCookiePolicy({ ...off, restrictiveEnabled: true, bannerEnabled: true }, 'false')).toBe(true);
    expect(restrictiveCookiePolicy({ ...off, restrictiveEnabled: true, bannerEnabled: true }, undefined)).toBe(true);
    expect(restrictiveCookiePolicy({ ...off, restrictiveEnabled: true, bannerEnabled: false }, 'true')).toBe(true);
    expect(restrictiveCookiePolicy({ ...off, restrictiveEnabled: true, restrictiveAbsolute: true, bannerEnabled: true }, 'true')).toBe(true);
  });
});
