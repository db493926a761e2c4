import { describe, expect, it } from 'vitest';
import type { PredicateDef } from '../../../engine/plugin.js';
import { recordTypePredicates } from '../../../predicates/content/record-type.js';
import { check } from '../../helpers/fake-scope.js';

function named(list: readonly PredicateDef[], name: string): PredicateDef {
  const found = list.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('record type predicates', () => {
  it('has one per record type and external-video?', () => {
    expect(recordTypePredicates.map((p) => p.name)).toEqual(expect.arrayContaining(['undefined?', 'text?', 'store-item?', 'kbarticle?', 'external-video?']));
    expect(recordTypePredicates).toHaveLength(23);
  });

  it('tests recordType', () => {
    expect(check(named(recordTypePredicates, 'event?'), { recordType: 12 })).toBe(true);
    expect(check(named(recordTypePredicates, 'event?'), { recordType: '12' })).toBe(true);
    expect(check(named(recordTypePredicates, 'event?'), { recordType: 11 })).toBe(false);
    expect(check(named(recordTypePredicates, 'undefined?'), {})).toBe(false);
  });

  it('lets a promoted block stand for image, quote, link, video and gallery', () => {
    expect(check(named(recordTypePredicates, 'video?'), { recordType: 1, promotedBlockType: 'video' })).toBe(true);
    expect(check(named(recordTypePredicates, 'external-video?'), { promotedBlockType: 'video' })).toBe(true);
    expect(check(named(recordTypePredicates, 'gallery?'), { promotedBlockType: 'gallery' })).toBe(true);
    expect(check(named(recordTypePredicates, 'audio?'), { promotedBlockType: 'audio' })).toBe(false);
  });
});
