import type { PredicateDef } from '../../engine/plugin.js';
import { comments } from './comments.js';
import { disqus } from './disqus.js';

export const socialPredicates: readonly PredicateDef[] = [comments, disqus];
