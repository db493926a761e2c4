import { describe, expect, it } from 'vitest';
import { json } from '../../formatters/json.js';
import { format } from '../helpers/fake-scope.js';

describe('json', () => {
  it('breaks up a closing script tag in any letter case', () => {
    expect(format(json, 'say <script>hi()</script>')).toBe('"say <script>hi()<\\/script>"');
    expect(format(json, '<SCRIPT></ScRiPt >')).toBe('"<SCRIPT><\\/ScRiPt >"');
  });

  it('keeps the escaped text readable back as the same string', () => {
    const text = 'a </script> b';
    expect(JSON.parse(format(json, text) as string)).toBe(text);
  });

  it('breaks up every closing tag, as Java does, and leaves attribute quotes as JSON escapes them', () => {
    expect(format(json, '<i x="y"></i>')).toBe('"<i x=\\"y\\"><\\/i>"');
  });

  it('writes the opening of an HTML comment as a unicode escape that JSON reads back', () => {
    const text = 'a <!-- b --> c';
    const out = format(json, { text });
    expect(out).toBe('{"text":"a \\u003c!-- b --> c"}');
    expect(JSON.parse(String(out))).toEqual({ text });
  });

  it('writes arrays and objects compactly', () => {
    expect(format(json, { a: [1, 'b', null], c: {} })).toBe('{"a":[1,"b",null],"c":{}}');
  });

  it('writes scalars as JSON', () => {
    expect(format(json, null)).toBe('null');
    expect(format(json, true)).toBe('true');
    expect(format(json, -0)).toBe('0');
  });

  it('gives empty text for a missing value', () => {
    expect(format(json, undefined)).toBe('');
  });
});
