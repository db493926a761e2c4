import { describe, expect, it } from 'vitest';
import type { PredicateDef } from '../../../engine/plugin.js';
import { promotedBlockTypePredicates } from '../../../predicates/content/promoted-block-type.js';
import { check } from '../../helpers/fake-scope.js';

function named(list: readonly PredicateDef[], name: string): PredicateDef {
  const found = list.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('promoted block type predicates', () => {
  it('is named in capitals and compares the text', () => {
    expect(check(named(promotedBlockTypePredicates, 'promotedMAP?'), { promotedBlockType: 'map' })).toBe(true);
    expect(check(named(promotedBlockTypePredicates, 'promotedMAP?'), { promotedBlockType: 'MAP' })).toBe(false);
    expect(promotedBlockTypePredicates).toHaveLength(11);
  });
});
