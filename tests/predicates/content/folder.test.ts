import { describe, expect, it } from 'vitest';
import { folder } from '../../../predicates/content/folder.js';
import { check } from '../../helpers/fake-scope.js';

describe('folder?', () => {
  it('tests collection.folder', () => {
    expect(check(folder, { collection: { folder: true } })).toBe(true);
    expect(check(folder, { collection: { folder: false } })).toBe(false);
    expect(check(folder, { folder: true })).toBe(false);
  });
});
