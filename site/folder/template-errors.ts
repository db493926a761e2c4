import type { TemplateError } from '../../engine/index.js';
import { type SourceFile } from './types.js';
import { folderError, lineColumnAt, type FolderError } from './folder-error.js';

/** One file's place in a template made of several files (a layout's regions). */
interface Piece {
  file: string;
  start: number;
  source: string;
}

/** A layout's regions joined in order, knowing which file each offset came from. */
export class JoinedSource {
  readonly source: string;
  private readonly pieces: Piece[] = [];

  constructor(files: readonly SourceFile[]) {
    let start = 0;
    for (const file of files) {
      this.pieces.push({ file: file.path, start, source: file.source });
      start += file.source.length;
    }
    this.source = files.map((f) => f.source).join('');
  }

  /** The file, line and column of an offset into the joined source. */
  locate(offset: number): { file: string; line: number; column: number } {
    let piece = this.pieces[0] as Piece;
    for (const candidate of this.pieces) {
      if (candidate.start > offset) break;
      if (candidate.source.length > 0 || candidate.start === offset) piece = candidate;
    }
    const at = lineColumnAt(piece.source, offset - piece.start);
    return { file: piece.file, ...at };
  }
}

/**
 * A TemplateError as a FolderError. Errors of the template named `name` are moved to the file
 * they came from when it was joined from several; errors of partials keep their own file.
 */
export function fromTemplateError(error: TemplateError, name: string, joined?: JoinedSource): FolderError {
  const chain = error.chain.length > 0 ? ` (applying ${error.chain.join(' > ')})` : '';
  const message = `${error.message}${chain}`;
  if (joined !== undefined && (error.file === name || error.file === undefined)) {
    const at = joined.locate(error.offset);
    return folderError(at.file, at.line, at.column, message, error.code);
  }
  return folderError(error.file ?? name, error.line, error.column, message, error.code);
}

/** Something thrown where nothing should be (a plugin, strict mode): an error of the file, not a crash. */
export function fromThrown(thrown: unknown, file: string, joined?: JoinedSource): FolderError {
  if (thrown instanceof Error && thrown.name === 'TemplateError') return fromTemplateError(thrown as TemplateError, file, joined);
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return folderError(file, 1, 1, `the template engine failed: ${message}`, 'render-failed');
}
