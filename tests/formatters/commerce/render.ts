import { expect } from 'vitest';
import { render } from '../../../library/index.js';

/** Renders a template with the built-ins, expecting no errors; the output is trimmed. */
export function html(source: string, data: unknown): string {
  const result = render(source, data);
  expect(result.errors.map((e) => e.message)).toEqual([]);
  return result.html.trim();
}
