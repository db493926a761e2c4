// Search with plurals and stems (issue 25): the small English stemmer of site search.
import { describe, expect, it } from 'vitest';
import { matchesStems, stem, stems, words } from '../../../domain/content/english-stem.js';

describe('search with plurals and stems', () => {
  it('brings plural, verb and adverb forms to one stem', () => {
    const same = (forms: string[]) => expect(new Set(forms.map(stem)).size, forms.join(', ')).toBe(1);
    same(['apron', 'aprons', "apron's"]);
    same(['box', 'boxes']);
    same(['berry', 'berries']);
    same(['candle', 'candles']);
    same(['glaze', 'glazed', 'glazes', 'glazing']);
    same(['ship', 'ships', 'shipped', 'shipping']);
    same(['mug', 'mugs']);
    same(['glass', 'glasses']);
  });

  it('leaves short words and words that only look plural alone', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('glass')).toBe('glass');
    expect(stem('status')).toBe('status');
  });

  it('matches when every word of the query has its stem in the text', () => {
    const text = stems('Linen Apron — washed linen, with deep pockets.');
    expect(matchesStems('aprons', text)).toBe(true);
    expect(matchesStems('linen aprons', text)).toBe(true);
    expect(matchesStems('pocket', text)).toBe(true);
    expect(matchesStems('aprons mugs', text)).toBe(false);
    expect(matchesStems('  ', text)).toBe(false);
  });

  it('reads words in any script, in lower case', () => {
    expect(words('Crème Brûlée, 2 Bowls')).toEqual(['crème', 'brûlée', '2', 'bowls']);
  });
});
