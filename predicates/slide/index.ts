import type { PredicateDef } from '../../engine/plugin.js';
import { currentType } from './current-type.js';

export const slidePredicates: readonly PredicateDef[] = [currentType];
