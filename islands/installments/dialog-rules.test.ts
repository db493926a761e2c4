import { describe, expect, it } from 'vitest';
import { outsideBox, wrappedFocus } from './dialog-rules.js';

describe('focus inside the popup', () => {
  it('wraps Tab from the last element to the first, Shift+Tab from the first to the last', () => {
    expect(wrappedFocus(2, 3, false)).toBe(0);
    expect(wrappedFocus(0, 3, true)).toBe(2);
    expect(wrappedFocus(-1, 3, false)).toBe(0);
    expect(wrappedFocus(-1, 3, true)).toBe(2);
  });

  it('lets the browser move between inner elements', () => {
    expect(wrappedFocus(0, 3, false)).toBeUndefined();
    expect(wrappedFocus(2, 3, true)).toBeUndefined();
    expect(wrappedFocus(0, 0, false)).toBeUndefined();
  });
});

describe('a click on the backdrop', () => {
  const box = { left: 100, right: 300, top: 50, bottom: 250 };
  it('is outside the dialog box', () => {
    expect(outsideBox(box, 10, 10)).toBe(true);
    expect(outsideBox(box, 350, 100)).toBe(true);
    expect(outsideBox(box, 200, 100)).toBe(false);
  });
});
