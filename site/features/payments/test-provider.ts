import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.js';

/** Test mode: the order is paid at once and no money moves. Only where a site enables it. */
export const testProvider: PaymentProvider = {
  id: 'test',
  buttonText: 'Place test order',
  description: 'Test mode: the order is marked paid and no payment is taken.',
  begin: async () => ({ provider: 'test', status: 'paid', reference: `test_${randomBytes(8).toString('hex')}`, instructions: null, testMode: true }),
};
