import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corePredicates, libraryPredicates } from '../../predicates/index.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const keys = fc.constantFrom(
  'structuredContent', 'variants', 'productType', 'collection', 'folder', 'folderBehavior', 'type', 'items', 'options',
  'design', 'thumbnails', 'autoplay', 'recordType', 'promotedBlockType', 'excerpt', 'html', 'location', 'mapLat',
  'websiteSettings', 'commentState', 'startDate', 'endDate', 'currentType', '__proto__', 'constructor', 'toString',
);
const leaf = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('grid', 'slider', 'true', '1', '<p>', 1, 7, -1));
const item = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.dictionary(keys, tie('node'), { maxKeys: 4 }), fc.array(tie('node'), { maxLength: 3 })),
})).node;

const library = libraryPredicates.filter((p) => !corePredicates.includes(p));

describe('library predicates', () => {
  it('answer true or false for any JSON, hostile keys included', () => {
    fc.assert(
      fc.property(item, item, fc.constantFrom([], ['gallery'], ['constructor'], ['a', 'b']), (node, data, args) => {
        const scope = fakeScope({ data, node });
        for (const p of library) expect(typeof check(p, node, args, scope)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
