import { describe, expect, it } from 'vitest';
import { SiteStatus } from '../../../domain/enums/site-status.js';

describe('SiteStatus', () => {
  it('has the known site statuses', () => {
    expect(SiteStatus.byName.EXPIRED).toBe(1);
    expect(SiteStatus.byName.PAID).toBe(8);
    expect(SiteStatus.nameOf(15)).toBe('ENTERPRISE');
    expect(SiteStatus.nameOf(9)).toBeUndefined();
  });
});
