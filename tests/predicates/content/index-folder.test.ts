import { describe, expect, it } from 'vitest';
import { folder } from '../../../predicates/content/folder.js';
import { index } from '../../../predicates/content/index-folder.js';
import { check } from '../../helpers/fake-scope.js';

describe('index?', () => {
  it('holds for a folder collection with behaviour index', () => {
    expect(check(index, { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
  });

  it('needs a folder, a numeric index behaviour and an object collection', () => {
    for (const node of [
      { collection: { folder: false, folderBehavior: 1 } },
      { collection: { folder: true, folderBehavior: 2 } },
      { collection: { folder: true, folderBehavior: '1' } },
      { collection: { folder: true } },
      { collection: [1] },
      {},
    ]) {
      expect(check(index, node)).toBe(false);
    }
  });
});
