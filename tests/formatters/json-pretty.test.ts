import { describe, expect, it } from 'vitest';
import { jsonPretty } from '../../formatters/json-pretty.js';
import { format } from '../helpers/fake-scope.js';

describe('json-pretty', () => {
  it('indents by two spaces', () => {
    expect(format(jsonPretty, { name: 'Tea', tags: [1] })).toBe('{\n  "name": "Tea",\n  "tags": [\n    1\n  ]\n}');
  });

  it('breaks up a closing script tag', () => {
    expect(format(jsonPretty, { t: 'x</SCRIPT>' })).toBe('{\n  "t": "x<\\/SCRIPT>"\n}');
  });

  it('keeps non-ASCII letters as they are', () => {
    expect(format(jsonPretty, { t: 'Íñţĕŕňāţĩōņąļ' })).toBe('{\n  "t": "Íñţĕŕňāţĩōņąļ"\n}');
  });

  it('writes scalars on one line and missing as nothing', () => {
    expect(format(jsonPretty, 'x')).toBe('"x"');
    expect(format(jsonPretty, undefined)).toBe('');
  });
});
