import { describe, expect, it } from 'vitest';
import { altTextFromFields, MAX_ALT_TEXT_LENGTH, removeTags } from '../../../domain/content/alt-text.js';

const none = { title: '', body: '', filename: '' };

describe('removeTags', () => {
  it('replaces each tag with one space', () => {
    expect(removeTags('<b>bold</b><div><i>italics</i></div>')).toBe(' bold   italics  ');
  });

  it('drops an unclosed tag to the end and keeps a lone >', () => {
    expect(removeTags('a > b <c d')).toBe('a > b ');
  });
});

describe('altTextFromFields', () => {
  it('prefers the title, then the body text, then the file name', () => {
    expect(altTextFromFields({ title: 'T', body: 'B', filename: 'f.jpg' })).toBe('T');
    expect(altTextFromFields({ ...none, body: '<p>B</p>', filename: 'f.jpg' })).toBe(' B ');
    expect(altTextFromFields({ ...none, filename: 'f.jpg' })).toBe('f.jpg');
    expect(altTextFromFields(none)).toBe('');
  });

  it('caps text from the body at 1000 characters', () => {
    expect(MAX_ALT_TEXT_LENGTH).toBe(1000);
    const body = 'x'.repeat(999) + 'yz';
    expect(altTextFromFields({ ...none, body })).toBe('x'.repeat(999) + 'y');
    expect(altTextFromFields({ ...none, body: 'x'.repeat(1000) })).toHaveLength(1000);
  });

  it('does not cap titles or file names', () => {
    const long = 'x'.repeat(1500);
    expect(altTextFromFields({ ...none, title: long })).toBe(long);
    expect(altTextFromFields({ ...none, filename: long })).toBe(long);
  });

  it('never keeps half of a surrogate pair', () => {
    const body = 'x'.repeat(999) + '😀';
    expect(altTextFromFields({ ...none, body })).toBe('x'.repeat(999));
  });

  it('falls back past a body that is only tags', () => {
    expect(altTextFromFields({ ...none, body: '', filename: 'f.jpg' })).toBe('f.jpg');
  });
});
