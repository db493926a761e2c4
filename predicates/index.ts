import type { PredicateDef } from '../engine/plugin.js';
import { debug } from './debug.js';
import { equal } from './equal.js';
import { even } from './even.js';
import { greaterThan } from './greaterThan.js';
import { greaterThanOrEqual } from './greaterThanOrEqual.js';
import { lessThan } from './lessThan.js';
import { lessThanOrEqual } from './lessThanOrEqual.js';
import { notEqual } from './notEqual.js';
import { nth } from './nth.js';
import { odd } from './odd.js';
import { plural } from './plural.js';
import { singular } from './singular.js';
import { commercePredicates } from './commerce/index.js';
import { contentPredicates } from './content/index.js';
import { galleryPredicates } from './gallery/index.js';
import { slidePredicates } from './slide/index.js';
import { socialPredicates } from './social/index.js';

export const corePredicates: readonly PredicateDef[] = [
  debug,
  equal,
  even,
  greaterThan,
  greaterThanOrEqual,
  lessThan,
  lessThanOrEqual,
  notEqual,
  nth,
  odd,
  plural,
  singular,
];

/** Every built-in predicate: the core ones and the library's (commerce, content, gallery, social, slide). */
export const libraryPredicates: readonly PredicateDef[] = [
  ...corePredicates,
  ...commercePredicates,
  ...contentPredicates,
  ...galleryPredicates,
  ...slidePredicates,
  ...socialPredicates,
];
