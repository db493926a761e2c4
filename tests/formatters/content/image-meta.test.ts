import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

const IMAGE = { title: 'image', originalSize: '1000x500', assetUrl: '/foo/bar.jpg', mediaFocalPoint: { x: 0.3, y: 0.7 } };
const ATTRS =
  'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000x500" ' +
  'data-image-focal-point="0.3,0.7" alt="image" ';

describe('image-meta', () => {
  it('prints the lazy-loading attributes, each followed by a space', () => {
    expect(html('{@|image-meta}', IMAGE)).toBe(ATTRS);
  });

  it('marks licensed previews (an object only) and prints a component key even when empty', () => {
    expect(html('{@|image-meta}', { ...IMAGE, licensedAssetPreview: {}, componentKey: '' })).toBe(
      `data-licensed-asset-preview="true" data-component-key="" ${ATTRS}`,
    );
    expect(html('{@|image-meta}', { ...IMAGE, licensedAssetPreview: true })).toBe(ATTRS);
  });

  it('defaults the focal point to the centre', () => {
    expect(html('{@|image-meta}', { assetUrl: '/a.jpg' })).toContain('data-image-focal-point="0.5,0.5"');
  });

  it('takes the alt text from the title, the body text or the file name', () => {
    expect(html('{@|image-meta}', { body: '<p>Hi</p>' })).toContain('alt=" Hi "');
    expect(html('{@|image-meta}', { filename: 'f.jpg' })).toContain('alt="f.jpg"');
    expect(html('{@|image-meta}', {})).toContain('alt=""');
  });

  it('uses the item’s own alt text inside an image block, even empty', () => {
    expect(html('{img|image-meta}', { blockType: 5, img: { ...IMAGE, altText: ' own ' } })).toContain('alt="own"');
    expect(html('{img|image-meta}', { blockType: 5, img: IMAGE })).toContain('alt=""');
    expect(html('{img|image-meta}', { blockType: 2, img: IMAGE })).toContain('alt="image"');
  });

  it('escapes every attribute value', () => {
    const out = html('{@|image-meta}', { title: '"a" & <b>', assetUrl: '/x".jpg', componentKey: 'k"' });
    expect(out).toContain('alt="&quot;a&quot; &amp; &lt;b&gt;"');
    expect(out).toContain('data-src="/x&quot;.jpg"');
    expect(out).toContain('data-component-key="k&quot;"');
  });

  it('prints nothing without an image', () => {
    expect(html('{foo|image-meta 1}', {})).toBe('');
    expect(html('{foo|image-meta}', { foo: 'text' })).toBe('');
  });
});
