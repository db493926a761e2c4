import { getOwn } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

const TAG = /<[^>]*>?|>/g; // an unclosed tag runs to the end
const BLANK = /[\s\u200b\u00a0]+/g;

/** The node has an excerpt (`excerpt.html` or a plain `excerpt`) with visible text. */
export const excerpt = nodePredicate('excerpt?', (node) => {
  const value = getOwn(node, 'excerpt');
  const html = getOwn(value, 'html');
  const text = typeof html === 'string' ? html : typeof value === 'string' ? value : '';
  return text.replace(TAG, '').replace(BLANK, '').length > 0;
});
