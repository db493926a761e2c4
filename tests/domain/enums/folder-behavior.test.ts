import { describe, expect, it } from 'vitest';
import { FolderBehavior } from '../../../domain/enums/folder-behavior.js';

describe('FolderBehavior', () => {
  it('has the folder behaviours', () => {
    expect(FolderBehavior.byName).toEqual({ index: 1, redirect: 2, none: 3 });
    expect(FolderBehavior.nameOf(2)).toBe('redirect');
  });
});
