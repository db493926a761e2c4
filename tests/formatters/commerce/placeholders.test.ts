import { expect, it } from 'vitest';
import { fillPlaceholders } from '../../../formatters/commerce/placeholders.js';

it('replaces known names and keeps the rest', () => {
  expect(fillPlaceholders('Select {variantName} ({ variantName })', { variantName: 'Size' })).toBe('Select Size (Size)');
  expect(fillPlaceholders('{a} {b} {} {constructor}', { a: '1' })).toBe('1 {b} {} {constructor}');
});

it('fills a message it has seen before with new values', () => {
  const message = 'Wählen Sie {variantName} – { variantName }{ other }';
  expect(fillPlaceholders(message, { variantName: 'Größe' })).toBe('Wählen Sie Größe – Größe{ other }');
  expect(fillPlaceholders(message, { variantName: 'Farbe', other: '!' })).toBe('Wählen Sie Farbe – Farbe!');
  expect(fillPlaceholders(message, {})).toBe('Wählen Sie {variantName} – { variantName }{ other }');
});
