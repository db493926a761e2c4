import { describe, expect, it } from 'vitest';
import { parseDataJson } from '../../cli/data-json.js';

describe('parseDataJson', () => {
  it('keeps numbers written with trailing fraction zeros as written', () => {
    expect(parseDataJson('{"a": [0, 0.0, 1.0, 1.50, 0.1, -2.0, 1e3, 12]}')).toEqual({ a: [0, '0.0', '1.0', '1.50', 0.1, '-2.0', 1000, 12] });
  });

  it('leaves strings alone, escapes included', () => {
    expect(parseDataJson('{"s": "1.0 and \\"2.0\\"", "t": "x"}')).toEqual({ s: '1.0 and "2.0"', t: 'x' });
  });

  it('rejects what JSON rejects', () => {
    expect(() => parseDataJson('{"a": 1.0,}')).toThrow();
  });
});
