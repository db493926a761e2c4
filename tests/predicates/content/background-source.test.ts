import { describe, expect, it } from 'vitest';
import type { PredicateDef } from '../../../engine/plugin.js';
import { backgroundSourcePredicates } from '../../../predicates/content/background-source.js';
import { check } from '../../helpers/fake-scope.js';

function named(list: readonly PredicateDef[], name: string): PredicateDef {
  const found = list.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('background source predicates', () => {
  it('has one per source', () => {
    expect(backgroundSourcePredicates.map((p) => p.name)).toEqual([
      'background-source-undefined?',
      'background-source-upload?',
      'background-source-instagram?',
      'background-source-video?',
      'background-source-none?',
    ]);
    expect(check(named(backgroundSourcePredicates, 'background-source-video?'), { backgroundSource: 3 })).toBe(true);
    expect(check(named(backgroundSourcePredicates, 'background-source-none?'), { backgroundSource: 3 })).toBe(false);
  });
});
