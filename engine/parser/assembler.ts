import type { BlockNode, Node, OrNode, RootNode } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Item } from './item.js';
import type { Problem } from './problem.js';

/** Blocks nested deeper than this are refused, so that no template can exhaust the stack. */
export const MAX_BLOCK_DEPTH = 256;

interface OpenBlock {
  node: BlockNode | null; // null for the root
  target: Node[];
  lastOr: OrNode | null;
}

const LABEL: Record<BlockNode['type'], string> = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
  struct: 'STRUCT',
};

/** Builds the block structure from parsed tags, reporting misplaced and unclosed blocks. */
export class Assembler {
  readonly root: RootNode = { type: 'root', body: [] };
  private readonly stack: OpenBlock[] = [{ node: null, target: this.root.body, lastOr: null }];

  constructor(private readonly problems: Problem[]) {}

  text(value: string, start: number, end: number): void {
    const target = this.top().target;
    const last = target[target.length - 1];
    if (last !== undefined && last.type === 'text' && last.end === start) {
      last.value += value;
      last.end = end;
      return;
    }
    target.push({ type: 'text', value, start, end });
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
        return true;
      case 'or':
        this.or(top, item.node);
        return true;
      case 'alternates':
        this.alternates(top, item);
        return true;
      case 'end':
        if (this.stack.length === 1) this.problem(ErrorCode.NotAllowedAtRoot, 'Instruction END not allowed at root', item);
        else this.stack.pop();
        return true;
    }
  }

  /** Closes the blocks still open at the end of the source. */
  finish(): RootNode {
    while (this.stack.length > 1) {
      const open = this.stack.pop() as OpenBlock;
      const node = open.node as BlockNode;
      this.problem(ErrorCode.UnclosedBlock, `${LABEL[node.type]} block is never closed: it needs an {.end}`, node);
    }
    return this.root;
  }

  private or(top: OpenBlock, node: OrNode): void {
    const block = top.node;
    if (block === null) return this.problem(ErrorCode.NotAllowedAtRoot, 'Instruction OR not allowed at root', node);
    if (block.type === 'macro' || block.type === 'struct') {
      return this.problem(ErrorCode.NotAllowedInBlock, `OR is not allowed inside a ${LABEL[block.type]} block`, node);
    }
    if (top.lastOr !== null && top.lastOr.predicate === null) {
      return this.problem(ErrorCode.DeadCodeBlock, 'This OR block can never render: an {.or} without a predicate comes before it', node);
    }
    if (top.lastOr === null) block.alternate = node;
    else top.lastOr.alternate = node;
    top.lastOr = node;
    top.target = node.body;
  }

  private alternates(top: OpenBlock, span: { start: number; end: number }): void {
    const block = top.node;
    if (block === null) return this.problem(ErrorCode.NotAllowedAtRoot, 'ALTERNATES WITH is not allowed at root', span);
    if (block.type !== 'repeated' || block.alternatesWith !== null || top.lastOr !== null) {
      const where = block.type === 'repeated' ? 'here (one per REPEATED, before any OR)' : `inside a ${LABEL[block.type]} block`;
      return this.problem(ErrorCode.NotAllowedInBlock, `ALTERNATES WITH is not allowed ${where}`, span);
    }
    block.alternatesWith = [];
    top.target = block.alternatesWith;
  }

  private top(): OpenBlock {
    return this.stack[this.stack.length - 1] as OpenBlock;
  }

  private problem(code: Problem['code'], message: string, span: { start: number; end: number }): void {
    this.problems.push({ code, message, start: span.start, end: span.end });
  }
}
