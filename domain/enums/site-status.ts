import { enumeration } from './enumeration.js';

/** Site subscription status; 9–14 exist but are not named in spec 001. */
export const SiteStatus = enumeration({
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  ENTERPRISE: 15,
});
