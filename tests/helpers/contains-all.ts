// One assertion for "this text shows each of these parts": each part is checked on its own, so a
// failure names the part that is missing.
import { expect } from 'vitest';

export function expectContainsAll(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text, `should contain ${JSON.stringify(part)}`).toContain(part);
}
