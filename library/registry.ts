import { Registry } from '../engine/registry.js';
import { libraryFormatters } from '../formatters/index.js';
import { libraryPredicates } from '../predicates/index.js';

/**
 * A new table holding the built-in library: every formatter and predicate. Its fragments
 * (templates/*.jsont) compile with the table of the render that calls them, once per table.
 */
export function libraryRegistry(): Registry {
  return new Registry(libraryFormatters, libraryPredicates);
}
