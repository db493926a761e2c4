import type { BlockNode } from '../ast.js';

/** A block opening (`open` set) or an `{.end}` (`open` null), at an offset of the source. */
export interface BlockEvent {
  open: BlockNode | null;
  start: number;
}

export interface LeftOpen {
  node: BlockNode;
  /** The `{.end}` that seems to belong to an outer block, when indentation says so. */
  closedBy?: number;
}

/**
 * Guesses which `count` blocks lack their `{.end}`. The parser closes the innermost block at
 * each `{.end}`, so a missing one shows only at the end of the file; but when tags start their
 * lines, an `{.end}` indented like an outer block's opening is that block's, and the blocks
 * opened inside it since are the ones left open. Without such evidence, the innermost blocks
 * still open are reported, as the parser sees them.
 */
export function leftOpen(events: readonly BlockEvent[], source: string, count: number): LeftOpen[] {
  const stack: { node: BlockNode; indent: number | undefined }[] = [];
  const guilty: LeftOpen[] = [];
  for (const event of events) {
    if (event.open !== null) {
      stack.push({ node: event.open, indent: indentOf(source, event.start) });
      continue;
    }
    const indent = indentOf(source, event.start);
    const top = stack[stack.length - 1];
    let match = stack.length - 1;
    if (indent !== undefined && top !== undefined && top.indent !== undefined && indent < top.indent) {
      for (let i = stack.length - 2; i >= 0; i--) {
        if (stack[i]?.indent === indent) {
          match = i;
          break;
        }
      }
    }
    for (const skipped of stack.splice(Math.max(match, 0)).slice(1)) guilty.push({ node: skipped.node, closedBy: event.start });
  }
  for (const open of stack) guilty.push({ node: open.node });
  if (guilty.length !== count) return guessInnermost(events, count);
  return guilty.sort((a, b) => a.node.start - b.node.start);
}

/** The blocks still open at the end when each `{.end}` closes the innermost one. */
function guessInnermost(events: readonly BlockEvent[], count: number): LeftOpen[] {
  const stack: BlockNode[] = [];
  for (const event of events) {
    if (event.open !== null) stack.push(event.open);
    else stack.pop();
  }
  return stack.slice(-count).map((node) => ({ node }));
}

/** The indentation of the line at `offset` when only blanks come before it on that line. */
function indentOf(source: string, offset: number): number | undefined {
  let i = offset - 1;
  while (i >= 0 && (source[i] === ' ' || source[i] === '\t')) i--;
  if (i >= 0 && source[i] !== '\n' && source[i] !== '\r') return undefined;
  return offset - i - 1;
}
