import { describe, expect, it } from 'vitest';
import { folder } from '../../../predicates/content/folder.js';
import { redirect } from '../../../predicates/content/redirect.js';
import { check } from '../../helpers/fake-scope.js';

describe('redirect?', () => {
  it('tests the node folder behaviour', () => {
    expect(check(redirect, { folderBehavior: 2 })).toBe(true);
    expect(check(redirect, { folderBehavior: '2' })).toBe(true);
    expect(check(redirect, { folderBehavior: 1 })).toBe(false);
    expect(check(redirect, {})).toBe(false);
  });
});
