import { libraryFormatters } from '../formatters/index.js';
import { useFragmentRegistry } from '../formatters/util/fragment.js';
import { libraryPredicates } from '../predicates/index.js';
import { Registry } from './registry.js';

/** The built-in formatters and predicates every template starts with. */
export const builtins = new Registry(libraryFormatters, libraryPredicates);

useFragmentRegistry(builtins);
