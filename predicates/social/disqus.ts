import { isTruthy } from '../../engine/values.js';
import { nodePredicate } from '../content/node-predicate.js';

/** The site has a Disqus short name. */
export const disqus = nodePredicate('disqus?', (_node, scope) => isTruthy(scope.resolve(['websiteSettings', 'disqusShortName'])));
