import { TemplateError } from '../engine/index.js';
import { PLAIN, type Palette } from './colour.js';

/**
 * `file:line:col: message [code]` and the code frame, plus the partials being applied; a warning
 * reads `file:line:col: warning: message [code]`.
 */
export function formatError(error: TemplateError, palette: Palette = PLAIN): string {
  const where = `${error.file ?? '<template>'}:${error.line}:${error.column}`;
  const warning = error.severity === 'warning';
  const label = warning ? `${palette.yellow('warning')}: ` : '';
  const message = warning ? error.message : palette.red(error.message);
  const frame = error.frame
    .split('\n')
    .map((line) => (/^\s+\|\s*\^+$/.test(line) ? line.replace(/\^+$/, (carets) => palette.red(carets)) : line))
    .join('\n');
  const text = `${palette.bold(where)}: ${label}${message} ${palette.dim(`[${error.code}]`)}\n${frame}`;
  return error.chain.length > 0 ? `${text}\n  while applying ${error.chain.join(' > ')}` : text;
}

export function isTemplateError(value: unknown): value is TemplateError {
  return value instanceof TemplateError;
}
