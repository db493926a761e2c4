import type { IToken } from 'chevrotain';
import type { BinaryOp, ExprNode } from './ast.js';

/** Binding strength of each binary operator, loosest first (JavaScript's order); one level shares a node. */
const LEVELS: readonly (readonly BinaryOp[])[] = [
  ['||'],
  ['&&'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!=', '===', '!=='],
  ['<', '>', '<=', '>='],
  ['<<', '>>'],
  ['+', '-'],
  ['*', '/', '%'],
  ['**'],
];

const LEVEL_OF = new Map<string, number>(LEVELS.flatMap((ops, level) => ops.map((op) => [op, level] as const)));

const TIGHTEST_LEVEL = LEVELS.length - 1;

/** Turns a flat `a op b op c …` run (operands and the operator tokens between them) into a tree. */
export function byPrecedence(operands: ExprNode[], operators: IToken[]): ExprNode {
  return new Climber(operands, operators).level(0);
}

/** Precedence climbing: recursion goes as deep as there are levels, whatever the run's length. */
class Climber {
  private next = 0;

  constructor(
    private readonly operands: ExprNode[],
    private readonly operators: IToken[],
  ) {}

  level(level: number): ExprNode {
    if (level > TIGHTEST_LEVEL) return this.operands[this.next]!;
    const first = this.level(level + 1);
    const ops: BinaryOp[] = [];
    const offsets: number[] = [];
    const operands = [first];
    for (;;) {
      const token = this.operators[this.next];
      if (token === undefined || LEVEL_OF.get(token.image) !== level) break;
      this.next++;
      ops.push(token.image as BinaryOp);
      offsets.push(token.startOffset);
      operands.push(this.level(level + 1));
    }
    if (ops.length === 0) return first;
    return { type: 'binary', ops, offsets, operands };
  }
}

