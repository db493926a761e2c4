import { describe, expect, it } from 'vitest';
import { containment, nextContainedFocus } from '../../../domain/focus/focus-containment.js';

/** Elements as names: a "container" holds the names starting with its prefix. */
const box = (prefix: string) => ({ contains: (name: string) => name.startsWith(prefix) });
const page = ['nav', 'dialog-close', 'dialog-name', 'dialog-send', 'footer'];

describe('focus containment taking a container or a predicate, not both', () => {
  it('refuses both, and neither', () => {
    expect(() => containment<string>({ container: box('dialog'), predicate: () => true })).toThrow('Focus containment takes a container or a predicate, not both');
    expect(() => containment<string>({})).toThrow(/needs a container or a predicate/);
  });

  it('keeps Tab inside a container, wrapping both ways', () => {
    const inside = containment<string>({ container: box('dialog') });
    expect(nextContainedFocus(page, 'dialog-send', false, inside)).toBe('dialog-close');
    expect(nextContainedFocus(page, 'dialog-close', true, inside)).toBe('dialog-send');
    expect(nextContainedFocus(page, 'dialog-close', false, inside)).toBe('dialog-name');
    expect(nextContainedFocus(page, null, false, inside)).toBe('dialog-close');
    expect(nextContainedFocus(page, null, true, inside)).toBe('dialog-send');
  });

  it('keeps Tab among the elements a predicate accepts, skipping the others', () => {
    const inside = containment<string>({ predicate: (name) => name !== 'dialog-name' && name.startsWith('dialog') });
    expect(nextContainedFocus(page, 'dialog-close', false, inside)).toBe('dialog-send');
    expect(nextContainedFocus(page, 'dialog-send', false, inside)).toBe('dialog-close');
  });

  it('has nowhere to go when nothing is contained', () => {
    expect(nextContainedFocus(page, 'nav', false, containment<string>({ predicate: () => false }))).toBeUndefined();
  });
});
