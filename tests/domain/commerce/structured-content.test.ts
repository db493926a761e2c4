import { expect, it } from 'vitest';
import { contentField, variantList } from '../../../domain/commerce/structured-content.js';

it('reads own fields of structuredContent only', () => {
  const item = { structuredContent: { variants: [{}], productType: 1 } };
  expect(contentField(item, 'productType')).toBe(1);
  expect(contentField(item, 'constructor')).toBeUndefined();
  expect(contentField({}, 'productType')).toBeUndefined();
  expect(variantList(item)).toEqual([{}]);
  expect(variantList({ structuredContent: { variants: {} } })).toBeUndefined();
});
