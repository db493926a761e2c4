import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

const VIDEO = {
  oembed: { html: '<iframe src="v"></iframe>', providerName: 'vimeo' },
  assetUrl: '/p.jpg',
  originalSize: '640x360',
};
const OPEN =
  '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;v&quot;&gt;&lt;/iframe&gt;" data-provider-name="vimeo">';
const TAIL = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';

describe('video', () => {
  it('wraps the escaped embed code', () => {
    expect(html('{@|video}', VIDEO)).toBe(`${OPEN}</div>`);
  });

  it('adds data-load="false" on request', () => {
    expect(html('{@|video load-false}', VIDEO)).toContain('<div class="sqs-video-wrapper"  data-load="false" data-html=');
  });

  it('shows an overlay without a poster when there is no image id', () => {
    expect(html('{@|video}', { ...VIDEO, overlay: true })).toBe(
      `${OPEN}<div class="sqs-video-overlay no-thumb" style="opacity: 0;">${TAIL}</div>`,
    );
  });

  it('shows the poster image, with its colours on request (hex digits only)', () => {
    const data = {
      ...VIDEO,
      overlay: true,
      systemDataId: 's1',
      mediaFocalPoint: { x: 0.1, y: 0.2 },
      colorData: { topLeftAverage: 'aaa', centerAverage: 'zzz' },
    };
    const poster = '<img data-load="false" data-src="/p.jpg" data-image-dimensions="640x360" data-image-focal-point="0.1,0.2" ';
    const overlay = '<div class="sqs-video-overlay" style="opacity: 0;">';
    expect(html('{@|video}', data)).toBe(`${OPEN}${overlay}${poster}/>${TAIL}</div>`);
    expect(html('{@|video color-data}', data)).toContain(
      'data-color-topleft="#aaa" data-color-topright="#" data-color-bottomleft="#" ' +
        'data-color-bottomright="#" data-color-center="#" />',
    );
  });
});
