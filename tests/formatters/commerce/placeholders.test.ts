import { expect, it } from 'vitest';
import { fillPlaceholders } from '../../../formatters/commerce/placeholders.js';

it('replaces known names and keeps the rest', () => {
  expect(fillPlaceholders('Select {variantName} ({ variantName })', { variantName: 'Size' })).toBe('Select Size (Size)');
  expect(fillPlaceholders('{a} {b} {} {constructor}', { a: '1' })).toBe('1 {b} {} {constructor}');
});
