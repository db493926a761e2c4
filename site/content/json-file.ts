/** A seed file's JSON, with the line and column of a syntax error (the folder's JSON reader). */
import { parseJsonFile as readJson } from '../folder/json-file.js';

export type ParsedJson =
  | { ok: true; value: unknown; locate: (path: readonly (string | number)[]) => { line: number; column: number } }
  | { ok: false; message: string; line: number; column: number };

export function parseJsonFile(text: string): ParsedJson {
  const parsed = readJson('', text);
  if (parsed.ok) return { ok: true, value: parsed.value, locate: parsed.locate };
  const { line, column, message } = parsed.error;
  return { ok: false, message: message.replace(/^invalid JSON: /, ''), line, column };
}
