import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

const items = [{ title: 'zero', assetUrl: '/0.jpg' }, { title: 'one', assetUrl: '/1.jpg' }];

describe('child-image-meta', () => {
  it('prints the attributes of items[n], the first by default', () => {
    expect(html('{@|child-image-meta}', { items })).toContain('alt="zero"');
    expect(html('{@|child-image-meta 1}', { items })).toContain('data-src="/1.jpg"');
  });

  it('prints nothing for an index out of range or not a number', () => {
    expect(html('{@|child-image-meta 2}', { items })).toBe('');
    expect(html('{@|child-image-meta x}', { items })).toBe('');
    expect(html('{@|child-image-meta}', {})).toBe('');
  });
});
