import { jsonEqual } from '../domain/json-equal.js';
import { binaryPredicate } from '../formatters/util/operands.js';

export const equal = binaryPredicate('equal?', jsonEqual);
