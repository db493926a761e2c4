/**
 * Every block kind the server knows, by kind: its settings schema, defaults and template data.
 * The static kinds are here; the dynamic ones (gallery, summary, form, newsletter, product,
 * video, audio, map, chart) come from `live-kinds.ts` (`LIVE_BLOCKS`), added where marked below.
 */
import type { BlockKind } from '../../../../domain/layout/block-kinds.js';
import type { BlockDefinition } from '../block-definition.js';
import { accordionBlock } from './accordion.js';
import { buttonBlock } from './button.js';
import { codeBlock } from './code.js';
import { embedBlock } from './embed.js';
import { imageBlock } from './image.js';
import { lineBlock } from './line.js';
import { logoBlock } from './logo.js';
import { navigationBlock } from './navigation.js';
import { quoteBlock } from './quote.js';
import { siteTitleBlock } from './site-title.js';
import { socialLinksBlock } from './social-links.js';
import { spacerBlock } from './spacer.js';
import { textBlock } from './text.js';

// A definition of any settings type, as the registry holds them (each kind checks its own settings first).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlockDefinition = BlockDefinition<any>;

export const STATIC_BLOCKS: readonly AnyBlockDefinition[] = [
  textBlock,
  imageBlock,
  buttonBlock,
  accordionBlock,
  quoteBlock,
  codeBlock,
  embedBlock,
  spacerBlock,
  lineBlock,
  socialLinksBlock,
  navigationBlock,
  logoBlock,
  siteTitleBlock,
];

/** The dynamic kinds: the integrator replaces `[]` with `LIVE_BLOCKS` from './live-kinds.js'. */
const LIVE: readonly AnyBlockDefinition[] = [];

export const BLOCK_DEFINITIONS: Readonly<Partial<Record<BlockKind, AnyBlockDefinition>>> = Object.fromEntries([...STATIC_BLOCKS, ...LIVE].map((d) => [d.kind, d]));

export function blockDefinition(kind: BlockKind): AnyBlockDefinition | undefined {
  return Object.hasOwn(BLOCK_DEFINITIONS, kind) ? BLOCK_DEFINITIONS[kind] : undefined;
}
