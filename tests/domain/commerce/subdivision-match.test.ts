import { describe, expect, it } from 'vitest';
import { findSubdivision, regionKey, type Subdivision } from '../../../domain/commerce/subdivision-match.js';

const us: Subdivision[] = [
  { code: 'IL', name: 'Illinois' },
  { code: 'NY', name: 'New York' },
  { code: 'PR', name: 'Puerto Rico' },
];
const de: Subdivision[] = [{ code: 'TH', name: 'Thüringen' }];

describe('findSubdivision', () => {
  it.each([
    ['IL', 'IL'],
    ['il', 'IL'],
    ['I L', 'IL'],
    [' IL ', 'IL'],
    ['ＩＬ', 'IL'],
    ['US-IL', 'IL'],
    ['us il', 'IL'],
    ['Illinois', 'IL'],
    ['ILLINOIS', 'IL'],
    ['new  york', 'NY'],
    ['New-York', 'NY'],
  ])('%j names %s', (given, code) => {
    expect(findSubdivision('US', us, given)?.code).toBe(code);
  });

  it.each(['ILL', 'XX', '', '   ', 'Illinoi', 'CA-IL', '<b>'])('%j names none', (given) => {
    expect(findSubdivision('US', us, given)).toBeUndefined();
  });

  it('accents and full-width letters do not count', () => {
    expect(findSubdivision('DE', de, 'Thuringen')?.code).toBe('TH');
    expect(findSubdivision('DE', de, 'ＴＨＵＲＩＮＧＥＮ')?.code).toBe('TH');
  });

  it('keys two spellings alike', () => {
    expect(regionKey('Hawke’s Bay')).toBe(regionKey("hawkes bay"));
  });
});
