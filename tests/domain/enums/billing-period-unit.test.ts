import { describe, expect, it } from 'vitest';
import { BillingPeriodUnit } from '../../../domain/enums/billing-period-unit.js';

describe('BillingPeriodUnit', () => {
  it('has the units, valued by name', () => {
    expect(BillingPeriodUnit.names).toEqual(['WEEK', 'MONTH', 'YEAR']);
    expect(BillingPeriodUnit.valueOf('MONTH')).toBe('MONTH');
  });
});
