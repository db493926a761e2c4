import { describe, expect, it } from 'vitest';
import { MAX_QUERY_KEYS, queryParams } from '../../domain/query-string.js';

describe('the query-string parser keeps at most 1000 keys (001 §9)', () => {
  it('reads a query as URLSearchParams does, with or without its "?"', () => {
    for (const search of ['?q=aprons&offset=10', 'q=aprons&offset=10', '?a=1&a=2&b=%20x+y&c', '?&&x=1&']) {
      expect([...queryParams(search)]).toEqual([...new URLSearchParams(search)]);
    }
  });

  it('keeps the first 1000 pairs and ignores the rest', () => {
    const search = Array.from({ length: 1500 }, (_, i) => `k${String(i)}=${String(i)}`).join('&');
    const params = queryParams(search);
    expect([...params.keys()].length).toBe(MAX_QUERY_KEYS);
    expect(params.get('k999')).toBe('999');
    expect(params.get('k1000')).toBeNull();
  });

  it('counts repeated keys as pairs, so a flood of one key stops at the limit too', () => {
    const params = queryParams('q=x&'.repeat(5000));
    expect(params.getAll('q').length).toBe(MAX_QUERY_KEYS);
  });
});
