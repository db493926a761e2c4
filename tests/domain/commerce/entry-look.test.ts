import { describe, expect, it } from 'vitest';
import { entryLook } from '../../../domain/commerce/entry-look.js';
import { servesImageSizes, sizedSrcset } from '../../../domain/media/image-format.js';

const apron = {
  fullUrl: '/shop/p/linen-apron',
  assetUrl: '/assets/images/apron.png',
  altText: 'A linen apron',
  structuredContent: {
    variants: [
      { id: 'v-natural', mainImage: { assetUrl: '/media/m1/apron-natural.jpg', altText: 'Natural linen apron' } },
      { id: 'v-charcoal', mainImage: { assetUrl: '/assets/images/apron-charcoal.svg' } },
      { id: 'v-plain' },
    ],
  },
};

describe('what a cart line shows of its product', () => {
  it('links to the product\'s fullUrl and shows the chosen variant\'s image with its alt text', () => {
    expect(entryLook(apron, 'v-natural', 'Linen Apron', '/x')).toEqual({
      fullUrl: '/shop/p/linen-apron',
      thumbnail: {
        assetUrl: '/media/m1/apron-natural.jpg',
        altText: 'Natural linen apron',
        srcset: '/media/m1/apron-natural.jpg?format=100w 100w, /media/m1/apron-natural.jpg?format=300w 300w, /media/m1/apron-natural.jpg?format=500w 500w',
      },
    });
  });

  it('has no srcset for an image the media service does not size (SVG), and the title as alt text without one', () => {
    expect(entryLook(apron, 'v-charcoal', 'Linen Apron', '/x').thumbnail).toEqual({
      assetUrl: '/assets/images/apron-charcoal.svg', altText: 'Linen Apron', srcset: null,
    });
  });

  it('falls back to the product\'s own image when the variant has none', () => {
    expect(entryLook(apron, 'v-plain', 'Linen Apron', '/x').thumbnail?.assetUrl).toBe('/assets/images/apron.png');
    const listed = { ...apron, images: [{ assetUrl: '/media/m2/front.webp' }] };
    expect(entryLook(listed, 'v-plain', 'Linen Apron', '/x').thumbnail?.assetUrl).toBe('/media/m2/front.webp');
  });

  it('uses the image\'s stored sizes when it has them, only the small ones', () => {
    const stored = { assetUrl: 'https://images.example.com/a.jpg', systemDataVariants: '100w,300w,500w,750w,1000w' };
    expect(entryLook(stored, 'none', 'A', '/x').thumbnail?.srcset).toBe(
      'https://images.example.com/a.jpg?format=100w 100w, https://images.example.com/a.jpg?format=300w 300w, https://images.example.com/a.jpg?format=500w 500w',
    );
  });

  it('shows no image for a product without one, and the fallback URL for a product without a usable one', () => {
    expect(entryLook({ fullUrl: '/shop/p/candle' }, 'v', 'Candle', '/x')).toEqual({ fullUrl: '/shop/p/candle', thumbnail: null });
    expect(entryLook({ fullUrl: 'javascript:alert(1)' }, 'v', 'Candle', '/shop/p/candle').fullUrl).toBe('/shop/p/candle');
    expect(entryLook({ fullUrl: '//evil.example/p' }, 'v', 'Candle', '/shop/p/candle').fullUrl).toBe('/shop/p/candle');
    expect(entryLook({ assetUrl: 'javascript:alert(1)' }, 'v', 'Candle', '/c').thumbnail).toBeNull();
    expect(entryLook(null, 'v', 'Candle', '/shop/p/candle')).toEqual({ fullUrl: '/shop/p/candle', thumbnail: null });
  });
});

describe('images the media service sizes', () => {
  it('are the raster images it serves itself', () => {
    expect(servesImageSizes('/media/abc/photo.jpg')).toBe(true);
    expect(servesImageSizes('/assets/images/bowl.PNG')).toBe(true);
    expect(servesImageSizes('/assets/images/bowl.webp?v=2')).toBe(true);
    expect(servesImageSizes('/assets/images/bowl.svg')).toBe(false);
    expect(servesImageSizes('https://cdn.example.com/a.jpg')).toBe(false);
    expect(servesImageSizes('/shop/p/a.jpg')).toBe(false);
  });

  it('answer every srcset width by default', () => {
    expect(sizedSrcset('/media/a/b.png', [100, 300])).toBe('/media/a/b.png?format=100w 100w, /media/a/b.png?format=300w 300w');
    expect(sizedSrcset('/media/a/b.png').split(', ')).toHaveLength(7);
  });
});
