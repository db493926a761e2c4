import { textFormatter } from './util/text.js';

/**
 * Removes everything that looks like a tag (`<` up to the next `>`); other text is left as it
 * is. A `<` with no `>` after it stays. One pass, so the time is linear in the text's length.
 */
export const safe = textFormatter('safe', (text) => {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', from)) {
    const close = text.indexOf('>', open + 1);
    if (close < 0) break;
    out += text.slice(from, open);
    from = close + 1;
  }
  return from === 0 ? text : out + text.slice(from);
});
