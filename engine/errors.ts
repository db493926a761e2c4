import type { ErrorCode } from './error-codes.js';
import { codeFrame, lineColumn } from './position.js';

export type Severity = 'error' | 'warning';

interface ErrorJson {
  code: ErrorCode;
  message: string;
  line: number;
  column: number;
  file?: string;
  severity?: 'warning';
}

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
  /** 'warning' for what renders but probably not as meant (it never stops a strict render). */
  readonly severity: Severity;

  constructor(code: ErrorCode, message: string, site: ErrorSite, chain: readonly string[] = [], severity: Severity = 'error') {
    super(message);
    this.code = code;
    this.severity = severity;
    this.offset = site.offset;
    this.length = site.length ?? 1;
    this.file = site.file;
    const { line, column } = lineColumn(site.source, site.offset);
    this.line = line;
    this.column = column;
    this.frame = codeFrame(site.source, site.offset, this.length);
    this.chain = chain;
  }

  /** `file:line:col: message [code]` (`warning: message` for a warning), as the command line prints it. */
  format(): string {
    const where = `${this.file ?? '<template>'}:${this.line}:${this.column}`;
    const label = this.severity === 'warning' ? 'warning: ' : '';
    return `${where}: ${label}${this.message} [${this.code}]\n${this.frame}`;
  }

  toJSON(): ErrorJson {
    const out: ErrorJson = { code: this.code, message: this.message, line: this.line, column: this.column };
    if (this.file !== undefined) out.file = this.file;
    if (this.severity === 'warning') out.severity = 'warning';
    return out;
  }
}
