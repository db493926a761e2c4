import { expect, it } from 'vitest';
import { isSubscribable } from '../../../domain/commerce/subscribable.js';

it('reads isSubscribable as a flag', () => {
  expect(isSubscribable({ structuredContent: { isSubscribable: true } })).toBe(true);
  expect(isSubscribable({ structuredContent: { isSubscribable: 'true' } })).toBe(true);
  expect(isSubscribable({ structuredContent: { isSubscribable: 'false' } })).toBe(false);
  expect(isSubscribable({ structuredContent: {} })).toBe(false);
  expect(isSubscribable(undefined)).toBe(false);
});
