import { describe, expect, it } from 'vitest';
import { factsFromDataset, factsToAttributes } from '../../../domain/tracking/page-facts.js';
import { testFacts } from '../../../islands/tracking/test-facts.js';

/** What `element.dataset` gives for the attributes. */
function dataset(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}

describe('page facts as data attributes', () => {
  it('reads back what the server wrote', () => {
    const facts = testFacts({ account: 'viewer', notFound: true, restrictiveEnabled: true, memberAccountId: 'u1' });
    expect(factsFromDataset(dataset(factsToAttributes(facts)))).toEqual(facts);
    expect(factsToAttributes(facts)).toMatchObject({ 'data-website-id': 'site-1', 'data-not-found': 'true', 'data-account': 'viewer' });
  });

  it('reads missing attributes as empty, false and no account', () => {
    expect(factsFromDataset({})).toMatchObject({ websiteId: '', notFound: false, account: 'none', cloneable: false });
  });
});
