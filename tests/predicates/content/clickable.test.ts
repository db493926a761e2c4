import { describe, expect, it } from 'vitest';
import { clickable } from '../../../predicates/content/clickable.js';
import { index } from '../../../predicates/content/index-folder.js';
import { redirect } from '../../../predicates/content/redirect.js';
import { check, fakeScope } from '../../helpers/fake-scope.js';

describe('clickable?', () => {
  it('holds for index, redirect or no behaviour', () => {
    for (const node of [{ folderBehavior: 1 }, { folderBehavior: 2 }, { folderBehavior: '2' }, {}]) expect(check(clickable, node)).toBe(true);
  });

  it('does not hold for none or unknown behaviours', () => {
    for (const node of [{ folderBehavior: 3 }, { folderBehavior: null }, { folderBehavior: 'x' }, { folderBehavior: -1 }]) {
      expect(check(clickable, node)).toBe(false);
    }
  });

  it('finds the behaviour in an enclosing scope', () => {
    expect(check(clickable, {}, [], fakeScope({ data: { folderBehavior: 3 }, node: {} }))).toBe(false);
  });
});
