import { jsonEqual } from '../domain/json-equal.js';
import { binaryPredicate } from '../formatters/util/operands.js';

export const notEqual = binaryPredicate('notEqual?', (a, b) => !jsonEqual(a, b));
