import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml } from '../../../formatters/util/html-escape.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Character by character, the way the escaping is specified. */
const byCharacter = (text: string, quote: boolean): string =>
  [...text].map((ch) => (ch === '"' && !quote ? ch : (ENTITIES[ch] ?? ch))).join('');

describe('escapeHtml and escapeAttribute', () => {
  it('replace the characters at the start, the end and side by side', () => {
    expect(escapeAttribute('"<a & b>"')).toBe('&quot;&lt;a &amp; b&gt;&quot;');
    expect(escapeHtml('"<a & b>"')).toBe('"&lt;a &amp; b&gt;"');
    expect(escapeAttribute('&&<<>>""')).toBe('&amp;&amp;&lt;&lt;&gt;&gt;&quot;&quot;');
    expect(escapeHtml('x<')).toBe('x&lt;');
  });

  it('keep non-ASCII text around them as it is, astral characters included', () => {
    expect(escapeAttribute('é<😀>"ß\u00a0')).toBe('é&lt;😀&gt;&quot;ß\u00a0');
    expect(escapeHtml('日本 & 中文 😀')).toBe('日本 &amp; 中文 😀');
  });

  it('return text with nothing to escape unchanged, the empty text included', () => {
    expect(escapeAttribute('')).toBe('');
    expect(escapeHtml("it's plain ✓")).toBe("it's plain ✓");
  });

  it('escape long texts the same the first time, when kept, and apart by kind', () => {
    const json = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: `v-${i}`, name: `Ünïcode & "${i}" <b>` })));
    expect(json.length).toBeGreaterThan(256);
    for (let round = 0; round < 3; round++) {
      expect(escapeAttribute(json)).toBe(byCharacter(json, true));
      expect(escapeHtml(json)).toBe(byCharacter(json, false));
    }
    const other = json.replace('v-0', 'w-0');
    expect(other.length).toBe(json.length);
    expect(escapeAttribute(other)).toBe(byCharacter(other, true));
  });

  it('escape texts too long to keep', () => {
    const huge = '<"&>'.repeat(20_000);
    expect(escapeAttribute(huge)).toBe('&lt;&quot;&amp;&gt;'.repeat(20_000));
    expect(escapeHtml(huge)).toBe('&lt;"&amp;&gt;'.repeat(20_000));
  });
});
