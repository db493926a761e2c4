import type { PredicateDef } from '../../engine/plugin.js';
import { galleryMeta } from './gallery-meta.js';
import { gallerySettingPredicates } from './gallery-settings.js';

/** The gallery predicates: one per on/off setting, one per value of the others, and meta. */
export const galleryPredicates: readonly PredicateDef[] = [galleryMeta, ...gallerySettingPredicates];
