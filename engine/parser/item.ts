import type { BlockNode, Node, OrNode, Span } from '../ast.js';

/** One parsed tag, as the block assembler sees it. */
export type Item =
  | { kind: 'leaf'; node: Node }
  | { kind: 'open'; node: BlockNode }
  | { kind: 'or'; node: OrNode }
  | ({ kind: 'alternates' } & Span)
  | ({ kind: 'end' } & Span);
