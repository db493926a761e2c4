import { numberField } from './field.js';
import { nodePredicate } from './node-predicate.js';

const DAY = 86_400_000;

/** The event starts and ends on the same (UTC) day. */
export const sameDay = nodePredicate(
  'same-day?',
  (node) => Math.floor(numberField(node, 'startDate') / DAY) === Math.floor(numberField(node, 'endDate') / DAY),
);
