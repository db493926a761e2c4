import { describe, expect, it } from 'vitest';
import { render } from '../../../library/index.js';
import { html } from './render-helper.js';

describe('gallery-style', () => {
  it('writes the settings’ rules for the class-name prefix, and the design prefix for the design rules', () => {
    const out = html('{@|gallery-style gallery gallery-design}', {});
    expect(out.startsWith('<style>')).toBe(true);
    expect(out).toContain('.gallery-design-grid .gallery-track { grid-template-columns: repeat(var(--gallery-columns), minmax(0, var(--gallery-max-width, 1fr)));');
    expect(out).toContain('.gallery-meta-bottom-right figcaption { align-self: end; justify-self: end; }');
    expect(out).toContain('.gallery-align-right .gallery-track');
    expect(out).toContain('.gallery-thumbnails-square img');
    expect(out).not.toMatch(/\{(prefix|design)/);
  });

  it('uses the first prefix for the designs when no second is given', () => {
    expect(html('{@|gallery-style gallery-block}', {})).toContain('.gallery-block-slider .gallery-block-track { grid-auto-columns: var(--gallery-slide); }');
  });

  it.each([[''], ['Gallery'], ['gallery x"><script>'], ['gallery-block 1bad']])('refuses the prefixes %j and writes nothing', (args) => {
    const result = render(`{@|gallery-style ${args}}`, {});
    expect(result.html).toBe('');
    expect(result.errors.map((e) => e.code)).toContain('invalid-arguments');
  });
});
