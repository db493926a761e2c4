import { describe, expect, it } from 'vitest';
import { collectionTypeNameEquals } from '../../../predicates/content/collection-type-name-equals.js';
import { check, fakeScope } from '../../helpers/fake-scope.js';

describe('collectionTypeNameEquals?', () => {
  it('compares typeName with the argument', () => {
    expect(check(collectionTypeNameEquals, { typeName: 'blog' }, ['blog'])).toBe(true);
    expect(check(collectionTypeNameEquals, { typeName: 'blog' }, ['events'])).toBe(false);
    expect(check(collectionTypeNameEquals, { typeName: 'blog' }, [])).toBe(false);
  });

  it('looks typeName up the scopes', () => {
    expect(check(collectionTypeNameEquals, {}, ['blog'], fakeScope({ data: { typeName: 'blog' }, node: {} }))).toBe(true);
  });
});
