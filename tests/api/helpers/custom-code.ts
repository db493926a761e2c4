// An ADMIN allowing the custom code as it is now (the header/footer code's current version, the
// ad pixel's current address), as the Custom code screen does, after confirming the password again
// (allowing code needs a recent re-authentication); the answers are expected to be 200.
import { expect } from 'vitest';
import type { Account } from './account.js';

export async function allowCustomCode(admin: Account, password: string, kinds: { codeInjection?: boolean; adPixel?: boolean } = { codeInjection: true }): Promise<void> {
  expect((await admin.reauthenticate(password)).status).toBe(200);
  const view = await admin.merchant('GET', '/api/admin/custom-code');
  expect(view.status).toBe(200);
  const res = await admin.merchant('PUT', '/api/admin/custom-code', {
    json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion, adPixelUrl: view.body.adPixelUrl, codeInjection: kinds.codeInjection === true, adPixel: kinds.adPixel === true },
  });
  expect(res.status).toBe(200);
}
