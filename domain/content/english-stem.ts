/**
 * A small English stemmer for site search (issue 25: `aprons` finds the apron): words are cut to
 * a shared stem by their plural and common verb and adverb endings, so a query and a text meet
 * whatever form each uses. Deliberately light (no dictionary): it may join a few unrelated words,
 * never splits the forms it knows.
 */

/** The words of a text, lower case (letters and digits, any script). */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

const VOWEL = /[aeiouy]/;

/** `aprons` → `apron`, `boxes` → `box`, `berries` → `berry`, `glazed`/`glazing` → `glaz`, `candles` → `candl`. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const ending of ['ingly', 'edly', 'ing', 'ed', 'ly']) {
    const base = w.slice(0, -ending.length);
    if (w.endsWith(ending) && base.length >= 3 && VOWEL.test(base)) {
      w = base;
      break;
    }
  }
  // A final silent e, and a doubled last consonant (`shipped` → `ship`), meet their other forms.
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (/([bdfgklmnprtv])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The stems of a text's words. */
export function stems(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** Every word of the query has its stem among the text's (an empty query matches nothing). */
export function matchesStems(query: string, textStems: ReadonlySet<string>): boolean {
  const wanted = words(query).map(stem);
  return wanted.length > 0 && wanted.every((s) => textStems.has(s));
}
