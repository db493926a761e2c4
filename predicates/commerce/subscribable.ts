import { isSubscribable } from '../../domain/commerce/subscribable.js';
import { nodePredicate } from '../content/node-predicate.js';

/** The product is sold as a subscription. */
export const subscribable = nodePredicate('subscribable?', isSubscribable);
