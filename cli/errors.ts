import { TemplateError } from '../engine/index.js';

/** `file:line:col: message [code]` and the code frame, plus the partials being applied. */
export function formatError(error: TemplateError): string {
  const text = error.format();
  return error.chain.length > 0 ? `${text}\n  while applying ${error.chain.join(' > ')}` : text;
}

export function isTemplateError(value: unknown): value is TemplateError {
  return value instanceof TemplateError;
}
