import { describe, expect, it } from 'vitest';
import { contentPredicates } from '../../predicates/content/index.js';
import { libraryPredicates } from '../../predicates/index.js';

describe('predicate tables', () => {
  it('registers every content predicate once in the library', () => {
    const names = libraryPredicates.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of contentPredicates) expect(names).toContain(p.name);
  });

  it('names every predicate with a trailing question mark', () => {
    for (const p of libraryPredicates) expect(p.name).toMatch(/^[A-Za-z][\w-]*\?$/);
  });
});
