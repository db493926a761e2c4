import { binaryPredicate } from '../formatters/util/operands.js';
import { ordered } from '../formatters/util/order.js';

export const lessThan = binaryPredicate('lessThan?', (a, b) =>
  ordered(a, b, (order) => order < 0),
);
