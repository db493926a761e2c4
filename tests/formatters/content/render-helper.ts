import { expect } from 'vitest';
import { render } from '../../../library/index.js';

/** Renders a template with the library and expects no errors. */
export function html(source: string, data: unknown, partials: Record<string, string> = {}): string {
  const result = render(source, data, { partials });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  return result.html;
}
