import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

describe('audio-player', () => {
  it('prints the player for the item', () => {
    expect(html('{@|audio-player}', { id: 'a1', structuredContent: { audioAssetUrl: '/s.mp3' } })).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="/s.mp3" data-item-id="a1" id="audio-player-a1"></div>',
    );
  });

  it('escapes attribute values', () => {
    expect(html('{@|audio-player}', { id: '"x', structuredContent: {} })).toContain('data-item-id="&quot;x"');
  });
});
