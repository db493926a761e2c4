import { textField } from './field.js';
import { nodePredicate } from './node-predicate.js';

export const showPastEvents = nodePredicate('show-past-events?', (node) => textField(node, 'showPastOrUpcomingEvents') === 'past');
