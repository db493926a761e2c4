/** Something wrong with a site folder, located in one of its files (line and column 1-based). */
export interface FolderError {
  file: string;
  line: number;
  column: number;
  message: string;
  code?: string;
  /** A warning is reported but fails nothing: the pages that would use it still serve. */
  severity?: 'warning';
}

export function folderError(file: string, line: number, column: number, message: string, code?: string): FolderError {
  return code === undefined ? { file, line, column, message } : { file, line, column, message, code };
}

export function folderWarning(file: string, line: number, column: number, message: string, code: string): FolderError {
  return { file, line, column, message, code, severity: 'warning' };
}

export const isWarning = (error: FolderError): boolean => error.severity === 'warning';

/** `file:line:col: message` (`file:line:col: warning: message`), as compilers print them. */
export function formatFolderError(error: FolderError): string {
  return `${error.file}:${error.line}:${error.column}: ${isWarning(error) ? 'warning: ' : ''}${error.message}`;
}

/** 1-based line and column of an offset into a text (the engine's own rule for its errors). */
export { lineColumn as lineColumnAt } from '../../engine/position.js';
