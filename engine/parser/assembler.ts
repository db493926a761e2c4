import type { BlockNode, Node, OrNode, RootNode, TextNode } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import { leftOpen, type BlockEvent } from './left-open.js';
import type { Item } from './item.js';
import type { Problem } from './problem.js';

/** Blocks nested deeper than this are refused, so that no template can exhaust the stack. */
export const MAX_BLOCK_DEPTH = 256;

interface OpenBlock {
  node: BlockNode | null; // null for the root
  target: Node[];
  lastOr: OrNode | null;
}

/** Builds the block structure from parsed tags, reporting misplaced and unclosed blocks. */
export class Assembler {
  readonly root: RootNode = { type: 'root', body: [] };
  private readonly stack: OpenBlock[] = [{ node: null, target: this.root.body, lastOr: null }];
  /** Opens and ends in order, to guess which block lacks its `{.end}` when one does. */
  private readonly events: BlockEvent[] = [];
  /** The text node made last: text right after it in the same body joins it. */
  private lastText: TextNode | null = null;

  constructor(
    private readonly problems: Problem[],
    private readonly source: string,
  ) {}

  text(value: string, start: number, end: number): void {
    const target = this.top().target;
    const last = this.lastText;
    if (last !== null && last.end === start && target[target.length - 1] === last) {
      last.value += value;
      last.end = end;
      return;
    }
    const node: TextNode = { type: 'text', value, start, end };
    this.lastText = node;
    target.push(node);
  }

  /** Adds a parsed tag; returns false when it is refused and should be kept as text. */
  add(item: Item): boolean {
    const top = this.top();
    switch (item.kind) {
      case 'leaf':
        top.target.push(item.node);
        return true;
      case 'open':
        if (this.stack.length > MAX_BLOCK_DEPTH) {
          this.problem(ErrorCode.NotAllowedInBlock, `Blocks are nested more than ${MAX_BLOCK_DEPTH} deep`, item.node);
          return false;
        }
        top.target.push(item.node);
        this.stack.push({ node: item.node, target: item.node.body, lastOr: null });
        this.events.push({ open: item.node, start: item.node.start });
        return true;
      case 'or':
        this.or(top, item.node);
        return true;
      case 'alternates':
        this.alternates(top, item);
        return true;
      case 'end':
        if (this.stack.length === 1) this.problem(ErrorCode.NotAllowedAtRoot, '{.end} with no open block to close', item);
        else {
          this.stack.pop();
          this.events.push({ open: null, start: item.start });
        }
        return true;
    }
  }

  /** Reports the blocks still open at the end of the source (at the ones most likely left open). */
  finish(): RootNode {
    const unclosed = this.stack.length - 1;
    if (unclosed === 0) return this.root;
    const guilty = leftOpen(this.events, this.source, unclosed);
    for (const { node, closedBy } of guilty) {
      const hint =
        closedBy === undefined
          ? `it needs an {.end}`
          : `it needs an {.end} (the {.end} on line ${lineOf(this.source, closedBy)} looks meant for an outer block)`;
      this.problem(ErrorCode.UnclosedBlock, `${this.tag(node)} is never closed: ${hint}`, node);
    }
    return this.root;
  }

  private or(top: OpenBlock, node: OrNode): void {
    const block = top.node;
    if (block === null) return this.problem(ErrorCode.NotAllowedAtRoot, '{.or} outside any block: it belongs inside a section, repeated section or predicate', node);
    if (block.type === 'macro' || block.type === 'struct') {
      return this.problem(ErrorCode.NotAllowedInBlock, `{.or} cannot be used inside ${this.tag(block)}`, node);
    }
    if (top.lastOr !== null && top.lastOr.predicate === null) {
      return this.problem(ErrorCode.DeadCodeBlock, 'This {.or} can never render: a plain {.or} before it already catches every case', node);
    }
    if (top.lastOr === null) block.alternate = node;
    else top.lastOr.alternate = node;
    top.lastOr = node;
    top.target = node.body;
  }

  private alternates(top: OpenBlock, span: { start: number; end: number }): void {
    const block = top.node;
    if (block === null) return this.problem(ErrorCode.NotAllowedAtRoot, '{.alternates with} outside any block: it belongs inside a {.repeated section}', span);
    if (block.type !== 'repeated' || block.alternatesWith !== null || top.lastOr !== null) {
      const where =
        block.type !== 'repeated'
          ? `inside ${this.tag(block)}: only a {.repeated section} has one`
          : block.alternatesWith !== null
            ? 'twice in one {.repeated section}'
            : 'after an {.or}: it comes before it';
      return this.problem(ErrorCode.NotAllowedInBlock, `{.alternates with} cannot be used ${where}`, span);
    }
    block.alternatesWith = [];
    top.target = block.alternatesWith;
  }

  /** The opening tag of a block as written (shortened), e.g. `{.section items}`. */
  private tag(node: BlockNode): string {
    const text = this.source.slice(node.start, node.end);
    return text.length <= 40 ? text : `${text.slice(0, 36)}…${text.slice(-1)}`;
  }

  private top(): OpenBlock {
    return this.stack[this.stack.length - 1] as OpenBlock;
  }

  private problem(code: Problem['code'], message: string, span: { start: number; end: number }): void {
    this.problems.push({ code, message, start: span.start, end: span.end });
  }
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i >= 0 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}
