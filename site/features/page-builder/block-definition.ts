/**
 * What the server knows of one block kind: how its stored settings are checked and what its
 * JSON-T template (`templates/blocks/<kind>.block`, or the site folder's `blocks/<kind>.block`)
 * receives. One file per kind in `kinds/<kind>.ts`, gathered in `kinds/index.ts`.
 *
 * The template is rendered with `{ block: { id, kind, variant, settings }, data, layout }` in the
 * page's own context (so site-wide values such as `website` stay reachable), and its output is
 * wrapped by the layout renderer in `<div class="sqs-block <kind>-block" data-block-id data-block-kind>`
 * placed on the section's grid.
 */
import type { z, ZodType } from 'zod';
import type { BlockKind } from '../../../domain/layout/block-kinds.js';
import type { Block } from '../../../domain/layout/layout.js';
import type { LayoutMedia } from '../../../domain/layout/layout-media.js';
import type { JsonObject } from '../../../domain/json-object.js';
import type { SiteContent } from '../../content/types.js';
import type { PageIslands } from '../../../domain/page-islands.js';

/** What a block's data may read: the request's content snapshot, nothing from the database. */
export interface BlockEnv {
  content: SiteContent;
  /** The path of the page the block shows on. */
  path: string;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** The images the layout shows, by media id (resolved when it was saved); absent outside a stored layout. */
  media?: LayoutMedia;
}

/** Islands a block needs on the page (merged into the page's islands), e.g. a product's buy box. */
export type BlockIslands = Partial<PageIslands>;

export interface BlockDefinition<S extends Record<string, unknown> = Record<string, unknown>> {
  kind: BlockKind;
  /** Checks stored settings (a clear message per bad field); the editor shows the same issues. */
  settings: ZodType<S>;
  /** Settings of a block just added from the catalogue. */
  defaults(variant: string | undefined): S;
  /** The template's `data`: pure and synchronous, from the snapshot. */
  data(settings: S, env: BlockEnv, block: Block): JsonObject;
  /** Islands the block needs (none for static blocks: a page of static blocks ships no block island). */
  islands?(settings: S, env: BlockEnv, block: Block): BlockIslands | undefined;
}

/** A static kind's definition, its settings' type read from its schema. */
export const defineBlock = <Z extends ZodType<Record<string, unknown>>>(definition: Omit<BlockDefinition<z.output<Z>>, 'settings'> & { settings: Z }): BlockDefinition<z.output<Z>> => definition;
