/**
 * A dynamic block kind: a BlockDefinition whose settings also depend on what the site holds (a
 * form, a mailing list, a product, a collection). `check` names what the stored settings point at
 * that the content lacks, with the settings path and the editor's message; the server's save and
 * the editor show these issues beside the schema's own.
 */
import type { Block } from '../../../../domain/layout/layout.js';
import type { BlockDefinition, BlockEnv } from '../block-definition.js';

export interface SettingsIssue {
  /** Path inside the block's settings, e.g. `listId` or `tracks.3.url`. */
  path: string;
  message: string;
}

export interface LiveBlockDefinition<S extends Record<string, unknown> = Record<string, unknown>> extends BlockDefinition<S> {
  check?(settings: S, env: BlockEnv, block: Block): SettingsIssue[];
}
