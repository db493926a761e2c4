import { expect, it } from 'vitest';
import { localeParts } from '../../../domain/commerce/locale-parts.js';

it('splits language and region in either notation', () => {
  expect(localeParts('en-US')).toEqual({ language: 'en', region: 'US' });
  expect(localeParts('fr_ca')).toEqual({ language: 'fr', region: 'CA' });
  expect(localeParts('sr-Latn-RS')).toEqual({ language: 'sr', region: 'RS' });
  expect(localeParts('es-419')).toEqual({ language: 'es', region: '419' });
  expect(localeParts('en')).toEqual({ language: 'en', region: undefined });
});
