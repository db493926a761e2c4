import { coreFormatters } from '../formatters/index.js';
import { corePredicates } from '../predicates/index.js';
import { Registry } from './registry.js';

/** The built-in formatters and predicates every template starts with. */
export const builtins = new Registry(coreFormatters, corePredicates);
