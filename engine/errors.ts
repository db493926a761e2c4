import type { ErrorCode } from './error-codes.js';
import { codeFrame, lineColumn } from './position.js';

/** Where an error happened: an offset into a template source. */
export interface ErrorSite {
  /** The template source the offset points into. */
  source: string;
  /** Offset of the first character of the offending text. */
  offset: number;
  /** Length of the offending text (at least 1 when there is any). */
  length?: number;
  /** Name of the template (a partial's or macro's name, or a file path). */
  file?: string;
}

/**
 * An error found while compiling or rendering. Line, column and the code frame are computed
 * only when an error is created, never for templates that have none.
 */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  readonly code: ErrorCode;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly length: number;
  readonly file: string | undefined;
  readonly frame: string;
  /** Partials and macros being applied when the error happened, outermost first. */
  readonly chain: readonly string[];

  constructor(code: ErrorCode, message: string, site: ErrorSite, chain: readonly string[] = []) {
    super(message);
    this.code = code;
    this.offset = site.offset;
    this.length = site.length ?? 1;
    this.file = site.file;
    const { line, column } = lineColumn(site.source, site.offset);
    this.line = line;
    this.column = column;
    this.frame = codeFrame(site.source, site.offset, this.length);
    this.chain = chain;
  }

  /** `file:line:col: message [code]`, the form printed by the command line. */
  format(): string {
    const where = `${this.file ?? '<template>'}:${this.line}:${this.column}`;
    return `${where}: ${this.message} [${this.code}]\n${this.frame}`;
  }

  toJSON(): { code: ErrorCode; message: string; line: number; column: number; file?: string } {
    const out: { code: ErrorCode; message: string; line: number; column: number; file?: string } = {
      code: this.code,
      message: this.message,
      line: this.line,
      column: this.column,
    };
    if (this.file !== undefined) out.file = this.file;
    return out;
  }
}
