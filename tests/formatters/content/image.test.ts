import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

const IMG = { id: 'i1', title: 'T', originalSize: '10x20', assetUrl: '/a.jpg' };

describe('image', () => {
  it('prints a noscript fallback and a lazy-loaded img', () => {
    expect(html('{@|image}', IMG)).toBe(
      '<noscript><img src="/a.jpg" alt="T" /></noscript><img class="thumb-image" data-src="/a.jpg" data-image="/a.jpg" ' +
        'data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="T" ' +
        'data-load="false" data-image-id="i1" data-type="image" />',
    );
  });

  it('takes the class from the argument', () => {
    expect(html('{@|image my-class}', IMG)).toContain('<img class="my-class" ');
  });

  it('escapes the alt text once in both tags', () => {
    const out = html('{@|image}', { ...IMG, title: 'Tom & "Jerry"' });
    expect(out.match(/alt="Tom &amp; &quot;Jerry&quot;"/g)).toHaveLength(2);
  });

  it('caps alt text from a long body at 1000 characters', () => {
    const body = 'word '.repeat(300);
    const out = html('{@|image}', { ...IMG, title: '', body });
    expect(out).toContain(`alt="${body.slice(0, 1000)}"`);
  });

  it('prints nothing when the value is not an image', () => {
    expect(html('{missing|image}', {})).toBe('');
  });
});
