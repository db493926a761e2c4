import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';
import { siteSetting } from './scope-lookup.js';

/** The like button of an item, when the site has simple liking enabled. */
export const likeButton: FormatterDef = {
  name: 'like-button',
  apply(value, _args, scope) {
    const enabled = isTruthy(value) && isTruthy(siteSetting(value, scope, 'simpleLikingEnabled'));
    if (!enabled) return '';
    return renderFragment('social-like-button', { id: getOwn(value, 'id'), likeCount: getOwn(value, 'likeCount') }, scope);
  },
};
