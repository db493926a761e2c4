import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { socialButton } from '../../../formatters/social/social-button.js';
import { socialButtonInline } from '../../../formatters/social/social-button-inline.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const item = {
  mainImageId: 'img',
  mainImage: { assetUrl: 'http://foo.com/bar.jpg' },
  recordType: 1,
  title: 'foo <image>',
  fullUrl: 'http://full.com/url',
};
const website = { shareButtonOptions: ['facebook'] };

describe('social-button and social-button-inline', () => {
  it('renders a block with the item data', () => {
    expect(format(socialButton, item, [], fakeScope({ data: { website } }))).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="img" data-asset-url="http://foo.com/bar.jpg" ' +
        'data-record-type="1" data-full-url="http://full.com/url" data-title="foo &lt;image&gt;"></div>',
    );
  });

  it('renders inline as a span, preferring systemDataId and assetUrl', () => {
    const own = { ...item, systemDataId: 'sys', assetUrl: 'http://own.jpg' };
    const html = format(socialButtonInline, own, [], fakeScope({ data: { website } }));
    expect(html).toMatch(/^<span class="squarespace-social-buttons inline-style" data-system-data-id="sys" data-asset-url="http:\/\/own.jpg"/);
    expect(html).toMatch(/<\/span>$/);
  });

  it('renders nothing without share options', () => {
    expect(format(socialButton, item)).toBe('');
    expect(format(socialButton, item, [], fakeScope({ data: { website: { shareButtonOptions: [] } } }))).toBe('');
  });
});
