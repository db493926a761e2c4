export type PieceKind = 'text' | 'tag' | 'comment';

const OPEN = 123; // {
const CLOSE = 125; // }
const HASH = 35; // #

/**
 * Splits a template into pieces: plain text, tags and multi-line comments. A tag is `{` … `}`
 * with no other brace inside: where a second `{` comes first, the earlier one is plain text and
 * a tag may start again there (as the reference engines do). A multi-line comment is `{##` up to
 * the first `##}`. Adjacent text is one piece. Never fails: any input is text.
 *
 * A cursor rather than a list, so that parsing allocates nothing per piece: call `next()` until
 * it returns false, reading `kind`, `start` and `end` after each call.
 */
export class Scanner {
  kind: PieceKind = 'text';
  start = 0;
  end = 0;
  /** Where the search for a comment's `##}` found none: no later `{##` can close either. */
  private noCommentEndFrom = Infinity;
  private pendingKind: PieceKind = 'text';
  private pendingEnd = 0;
  /** The last `{` and `}` found (see `first`); -2 before any search. */
  private open = -2;
  private close = -2;

  constructor(private readonly source: string) {}

  next(): boolean {
    const source = this.source;
    const at = this.end;
    if (this.pendingEnd > 0) {
      // The tag or comment found after the previous text piece.
      this.start = at;
      this.kind = this.pendingKind;
      this.end = this.pendingEnd;
      this.pendingEnd = 0;
      return true;
    }
    if (at >= source.length) return false;
    this.start = at;
    let brace = this.first(OPEN, at);
    while (brace >= 0) {
      if (this.pieceAt(brace)) {
        if (brace === at) return true;
        // The text before it is a piece of its own; the tag or comment comes next.
        this.pendingKind = this.kind;
        this.pendingEnd = this.end;
        this.kind = 'text';
        this.end = brace;
        return true;
      }
      brace = this.first(OPEN, brace + 1);
    }
    this.kind = 'text';
    this.end = source.length;
    return true;
  }

  /** Sets kind and end for a comment or tag opening at `brace`; returns false for a lone `{`. */
  private pieceAt(brace: number): boolean {
    const source = this.source;
    if (source.charCodeAt(brace + 1) === HASH && source.charCodeAt(brace + 2) === HASH && brace + 3 < this.noCommentEndFrom) {
      const close = source.indexOf('##}', brace + 3);
      if (close >= 0) {
        this.kind = 'comment';
        this.end = close + 3;
        return true;
      }
      this.noCommentEndFrom = brace + 3;
    }
    // A tag when its `}` comes before any other `{`.
    const next = this.first(OPEN, brace + 1);
    const close = this.first(CLOSE, brace + 1);
    if (close < 0 || (next >= 0 && next < close)) return false;
    this.kind = 'tag';
    this.end = close + 1;
    return true;
  }

  /**
   * The first `{` (or `}`) at or after `from`, -1 when there is none. Each search result is kept
   * while it still lies ahead: positions only grow, so the source is searched about once.
   */
  private first(brace: typeof OPEN | typeof CLOSE, from: number): number {
    const found = brace === OPEN ? this.open : this.close;
    if (found !== -1 && found < from) {
      const at = this.source.indexOf(brace === OPEN ? '{' : '}', from);
      if (brace === OPEN) this.open = at;
      else this.close = at;
      return at;
    }
    return found;
  }
}

/** A piece of template source: plain text, a tag (`{…}`) or a multi-line comment. */
export interface Piece {
  kind: PieceKind;
  start: number;
  end: number;
}

/** The pieces of a template as a list (see Scanner). */
export function lex(source: string): Piece[] {
  const scanner = new Scanner(source);
  const pieces: Piece[] = [];
  while (scanner.next()) pieces.push({ kind: scanner.kind, start: scanner.start, end: scanner.end });
  return pieces;
}
