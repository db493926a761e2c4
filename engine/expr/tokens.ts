import { createToken, Lexer, type CustomPatternMatcherReturn, type TokenType } from 'chevrotain';
import { scanNumber, scanString, type LiteralScan } from './literals.js';

/** Custom chevrotain pattern around a scanner; the scan rides along as the token payload. */
function scanned(scan: (text: string, offset: number) => LiteralScan | null) {
  return {
    exec(text: string, offset: number): CustomPatternMatcherReturn | null {
      const result = scan(text, offset);
      if (result === null) return null;
      const match = [text.slice(offset, result.end)] as CustomPatternMatcherReturn;
      match.payload = result;
      return match;
    },
  };
}

export const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /[ \t\n\r\f\v]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

export const NumberLiteral = createToken({
  name: 'NumberLiteral',
  label: 'number',
  pattern: scanned(scanNumber),
  line_breaks: false,
  start_chars_hint: [...'0123456789'],
});

export const StringLiteral = createToken({
  name: 'StringLiteral',
  label: 'string',
  pattern: scanned(scanString),
  line_breaks: true,
  start_chars_hint: ['"', "'"],
});

/** `@`, `@name`, `name`, `$name`, each optionally followed by `.segment`s; names may contain `-` (`a-b` is one name). */
export const Reference = createToken({
  name: 'Reference',
  label: 'name',
  pattern: /(?:@(?:[A-Za-z][\w-]*)?|\$?[A-Za-z][\w-]*)(?:\.(?:\$?[A-Za-z]|[0-9])[\w-]*)*/,
});

/** Abstract categories: a token may be both, like `-`. */
export const BinaryOperator = createToken({ name: 'BinaryOperator', pattern: Lexer.NA });
export const UnaryOperator = createToken({ name: 'UnaryOperator', pattern: Lexer.NA });
export const Separator = createToken({ name: 'Separator', pattern: Lexer.NA });

function operator(image: string, ...categories: TokenType[]): TokenType {
  return createToken({ name: `Op${image}`, label: image, pattern: image, categories });
}

const binary = (image: string): TokenType => operator(image, BinaryOperator);

export const LParen = createToken({ name: 'LParen', label: '(', pattern: '(' });
export const RParen = createToken({ name: 'RParen', label: ')', pattern: ')' });
export const Comma = createToken({ name: 'Comma', label: ',', pattern: ',', categories: Separator });
export const Semicolon = createToken({ name: 'Semicolon', label: ';', pattern: ';', categories: Separator });
export const Assign = createToken({ name: 'Assign', label: '=', pattern: '=' });

/** Longer operators come first: the lexer takes the first pattern that matches. */
const operators: TokenType[] = [
  binary('==='),
  binary('!=='),
  binary('**'),
  binary('=='),
  binary('!='),
  binary('<='),
  binary('>='),
  binary('<<'),
  binary('>>'),
  binary('&&'),
  binary('||'),
  binary('<'),
  binary('>'),
  binary('*'),
  binary('/'),
  binary('%'),
  binary('&'),
  binary('^'),
  binary('|'),
  operator('+', BinaryOperator, UnaryOperator),
  operator('-', BinaryOperator, UnaryOperator),
  operator('!', UnaryOperator),
  operator('~', UnaryOperator),
];

export const allTokens: TokenType[] = [
  WhiteSpace,
  NumberLiteral,
  StringLiteral,
  Reference,
  ...operators,
  Assign,
  LParen,
  RParen,
  Comma,
  Semicolon,
  BinaryOperator,
  UnaryOperator,
  Separator,
];
