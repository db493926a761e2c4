import { nameEnumeration } from './enumeration.js';

/** Units of a subscription's billing period (`billingPeriod.unit` carries the name). */
export const BillingPeriodUnit = nameEnumeration(['WEEK', 'MONTH', 'YEAR']);
