import { EmbeddedActionsParser, type IRecognitionException, type IToken } from 'chevrotain';
import { ErrorCode } from '../error-codes.js';
import { toIndex } from '../values.js';
import type { ExprNode, UnaryOp } from './ast.js';
import { constantNode, numberNode } from './constants.js';
import { functionNamed, isFunctionName } from './functions.js';
import type { LiteralScan } from './literals.js';
import { byPrecedence } from './precedence.js';
import { problem, type ExprProblem } from './problem.js';
import {
  allTokens,
  Assign,
  BinaryOperator,
  Comma,
  LParen,
  NumberLiteral,
  Reference,
  RParen,
  Separator,
  StringLiteral,
  UnaryOperator,
} from './tokens.js';

/**
 * program   := (separator | statement)*
 * statement := expression ('=' expression)?      the target must be an @variable
 * expression:= unary (binaryOperator unary)*     precedence is applied after parsing
 * unary     := unaryOperator* primary
 * primary   := number | string | name | name '(' (expression | ',')* ')' | '(' expression ')'
 *
 * Statements may simply follow each other: `1 2 3` is three statements.
 */
class ExprParser extends EmbeddedActionsParser {
  /** Problems found by semantic checks while parsing (assignment targets, function calls). */
  problems: ExprProblem[] = [];

  constructor() {
    super(allTokens, { recoveryEnabled: false, maxLookahead: 1 });
    this.performSelfAnalysis();
  }

  program = this.RULE('program', (): ExprNode[] => {
    const body: ExprNode[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(Separator) },
        { ALT: () => body.push(this.SUBRULE(this.statement)) },
      ]);
    });
    return body;
  });

  private statement = this.RULE('statement', (): ExprNode => {
    const target = this.SUBRULE(this.expression);
    const assignment = this.OPTION(() => {
      const equals = this.CONSUME(Assign);
      return { equals, value: this.SUBRULE2(this.expression) };
    });
    return this.ACTION(() => (assignment ? this.assignment(target, assignment.equals, assignment.value) : target));
  });

  private expression = this.RULE('expression', (): ExprNode => {
    const operands = [this.SUBRULE(this.unary)];
    const operators: IToken[] = [];
    this.MANY(() => {
      operators.push(this.CONSUME(BinaryOperator));
      operands.push(this.SUBRULE2(this.unary));
    });
    return this.ACTION(() => (operators.length === 0 ? operands[0]! : byPrecedence(operands, operators)));
  });

  private unary = this.RULE('unary', (): ExprNode => {
    const operators: IToken[] = [];
    this.MANY(() => operators.push(this.CONSUME(UnaryOperator)));
    const operand = this.SUBRULE(this.primary);
    return this.ACTION(() => {
      if (operators.length === 0) return operand;
      const ops = operators.map((token) => token.image as UnaryOp);
      return { type: 'unary', ops, offsets: operators.map((token) => token.startOffset), operand };
    });
  });

  private primary = this.RULE('primary', (): ExprNode =>
    this.OR([
      { ALT: () => this.literal(this.CONSUME(NumberLiteral)) },
      { ALT: () => this.literal(this.CONSUME(StringLiteral)) },
      { ALT: () => this.SUBRULE(this.reference) },
      {
        ALT: () => {
          this.CONSUME(LParen);
          const inner = this.SUBRULE(this.expression);
          this.CONSUME(RParen);
          return inner;
        },
      },
    ]),
  );

  private reference = this.RULE('reference', (): ExprNode => {
    const name = this.CONSUME(Reference);
    const args = this.OPTION(() => {
      this.CONSUME(LParen);
      const list: ExprNode[] = [];
      this.MANY(() => {
        this.OR([
          { ALT: () => this.CONSUME(Comma) },
          { ALT: () => list.push(this.SUBRULE(this.expression)) },
        ]);
      });
      this.CONSUME(RParen);
      return list;
    });
    return this.ACTION(() => (args ? this.call(name, args) : this.name(name)));
  });

  private literal(token: IToken): ExprNode {
    return this.ACTION(() => {
      const value = (token.payload as LiteralScan).value;
      return typeof value === 'number' ? numberNode(value) : { type: 'literal', value };
    });
  }

  private name(token: IToken): ExprNode {
    const constant = constantNode(token.image);
    if (constant) return constant;
    return { type: 'variable', path: token.image.split('.').map(segment), offset: token.startOffset };
  }

  private call(token: IToken, args: ExprNode[]): ExprNode {
    const name = token.image;
    const at = token.startOffset;
    const min = isFunctionName(name) ? functionNamed(name)!.minArgs : -1;
    if (isFunctionName(name) && args.length >= min) return { type: 'call', name, args, offset: at };
    const message =
      min < 0 ? `Unknown function "${name}"` : `Function "${name}" needs at least ${min} argument${min === 1 ? '' : 's'}`;
    this.problems.push(problem(ErrorCode.InvalidFunction, message, at, name.length));
    return { type: 'literal', value: null };
  }

  private assignment(target: ExprNode, equals: IToken, value: ExprNode): ExprNode {
    if (target.type === 'variable' && target.path.length === 1 && /^@./.test(String(target.path[0]))) {
      return { type: 'assign', name: String(target.path[0]), value, offset: target.offset };
    }
    this.problems.push(problem(ErrorCode.InvalidExpression, 'Only a variable like @name can be assigned', equals.startOffset));
    return value;
  }
}

/** Path segments as the template parser makes them: canonical indices are numbers. */
function segment(text: string): string | number {
  const index = toIndex(text);
  return index >= 0 && String(index) === text ? index : text;
}

// Built on the first {.eval}: building it costs tens of milliseconds, which every start of
// the command line would otherwise pay.
let shared: ExprParser | undefined;

export interface Parsed {
  body: ExprNode[] | undefined;
  problems: ExprProblem[];
}

/** Parses lexed tokens; `source` only serves the offset of "unexpected end". */
export function parseTokens(tokens: IToken[], source: string): Parsed {
  const parser = (shared ??= new ExprParser());
  parser.problems = [];
  parser.input = tokens;
  const body = parser.program();
  const problems = [...parser.problems, ...parser.errors.map((error) => syntaxProblem(error, source))];
  parser.problems = [];
  parser.input = [];
  problems.sort((a, b) => a.offset - b.offset);
  return problems.length > 0 ? { body: undefined, problems } : { body, problems };
}

function syntaxProblem(error: IRecognitionException, source: string): ExprProblem {
  const token = error.token;
  if (Number.isNaN(token.startOffset) || token.tokenType.name === 'EOF') {
    return problem(ErrorCode.InvalidExpression, 'Unexpected end of expression', source.length);
  }
  const image = token.image.length > 20 ? `${token.image.slice(0, 20)}…` : token.image;
  return problem(ErrorCode.InvalidExpression, `Unexpected "${image}"`, token.startOffset, token.image.length);
}
