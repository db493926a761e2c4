import { describe, expect, it } from 'vitest';
import { wordList } from '../../domain/word-list.js';

describe('wordList', () => {
  it('lists none, one, two and more words as a sentence does', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['Apron'])).toBe('Apron');
    expect(wordList(['Apron', 'Mug'])).toBe('Apron and Mug');
    expect(wordList(['Apron', 'Mug', 'Tea towel'])).toBe('Apron, Mug and Tea towel');
  });
});
