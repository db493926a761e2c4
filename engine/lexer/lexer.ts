import { MultiLineComment, Tag, templateLexer } from './tokens.js';

export type PieceKind = 'text' | 'tag' | 'comment';

/** A piece of template source: plain text, a tag (`{…}`) or a multi-line comment. */
export interface Piece {
  kind: PieceKind;
  start: number;
  end: number;
}

/** Splits a template into pieces; adjacent text is merged. Never fails: any input is text. */
export function lex(source: string): Piece[] {
  const { tokens } = templateLexer.tokenize(source);
  const pieces: Piece[] = [];
  let last: Piece | undefined;
  for (const token of tokens) {
    const start = token.startOffset;
    const end = start + token.image.length;
    const type = token.tokenType;
    const kind: PieceKind = type === Tag ? 'tag' : type === MultiLineComment ? 'comment' : 'text';
    if (kind === 'text' && last !== undefined && last.kind === 'text' && last.end === start) {
      last.end = end;
      continue;
    }
    last = { kind, start, end };
    pieces.push(last);
  }
  return pieces;
}
