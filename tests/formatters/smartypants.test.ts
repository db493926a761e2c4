import { describe, expect, it } from 'vitest';
import { smartypants } from '../../formatters/smartypants.js';
import { format } from '../helpers/fake-scope.js';

describe('smartypants', () => {
  it('curls double quotes and apostrophes', () => {
    expect(format(smartypants, 'I\'ve read "Emma" and "Persuasion".')).toBe(
      'I’ve read “Emma” and “Persuasion”.',
    );
  });

  it('turns a double hyphen into an em dash', () => {
    expect(format(smartypants, 'Ann--our host--spoke.')).toBe('Ann—our host—spoke.');
  });

  // The TypeScript reference gives ’Ok’ here: its pattern never matches white space.
  it('opens a single quote after white space', () => {
    expect(format(smartypants, "she said 'Ok' twice")).toBe('she said ‘Ok’ twice');
  });

  it('opens quotes at the start, after brackets and after dashes', () => {
    expect(format(smartypants, '"a" ("b") [\'c\'] --"d"')).toBe('“a” (“b”) [‘c’] —“d”');
  });

  it('gives empty text for missing and leaves numbers', () => {
    expect(format(smartypants, undefined)).toBe('');
    expect(format(smartypants, 3)).toBe('3');
  });
});
