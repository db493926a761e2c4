/**
 * The dynamic block kinds: rendered on the server from the content snapshot by their
 * `templates/blocks/<kind>.block`, each shipping an island only where a visitor interacts (form and
 * newsletter: the forms island; product: the commerce island). Gathered into kinds/index.ts.
 */
import type { BlockDefinition } from '../block-definition.js';
import { audioBlock } from './audio.js';
import { chartBlock } from './chart.js';
import { formBlock } from './form.js';
import { galleryBlock } from './gallery.js';
import { mapBlock } from './map.js';
import { newsletterBlock } from './newsletter.js';
import { productBlock } from './product.js';
import { summaryBlock } from './summary.js';
import { videoBlock } from './video.js';

export const LIVE_BLOCKS: BlockDefinition[] = [galleryBlock, summaryBlock, formBlock, newsletterBlock, productBlock, videoBlock, audioBlock, mapBlock, chartBlock] as BlockDefinition[];
