/** The live block kinds' settings messages and defaults, beyond the fixtures' cases. */
import { describe, expect, it } from 'vitest';
import { DATASET_MESSAGES, datasetIssues } from '../../../../domain/page-builder/chart-dataset.js';
import { parseVideoLink, VIMEO_BASIC_MESSAGE } from '../../../../domain/page-builder/video-link.js';
import { NO_MAILING_LISTS_MESSAGE, mailingListsOf } from '../../../../site/features/page-builder/kinds/newsletter.js';
import { LIVE_BLOCKS } from '../../../../site/features/page-builder/kinds/live-kinds.js';
import { BLOCK_KIND_INFO } from '../../../../domain/layout/block-kinds.js';
import { blockContent, liveBlock, renderLiveBlock, settingsIssues } from './live-block-render.js';

const withoutNewsletters = () => {
  const content = blockContent();
  return { ...content, pages: content.pages.map(({ newsletter: _n, ...page }) => page as typeof page & { page: (typeof content.pages)[number]['page'] }) };
};

describe('newsletter block', () => {
  it("says the site has no mailing lists when no page or popup takes sign-ups (seed 001's editor message)", () => {
    const settings = { listId: 'form-news', title: 'Join', buttonLabel: 'Sign up' };
    expect(settingsIssues('newsletter', settings, withoutNewsletters())).toEqual([{ path: 'listId', message: NO_MAILING_LISTS_MESSAGE }]);
    expect(NO_MAILING_LISTS_MESSAGE).toBe("You don't have any mailing lists. Please create one before continuing.");
  });

  it('offers the popup overlay’s sign-up list once the owner has set the popup up', () => {
    const content = withoutNewsletters();
    const withPopup = { ...content, website: { ...content.website, popupOverlay: { enabled: false } } };
    expect([...mailingListsOf(withPopup).keys()]).toEqual(['popup-overlay']);
    expect(settingsIssues('newsletter', { listId: 'popup-overlay', title: 'Join', buttonLabel: 'Sign up' }, withPopup)).toEqual([]);
  });

  it('renders nothing, and asks for no island, for a list removed since', () => {
    const rendered = renderLiveBlock('newsletter', { listId: 'form-news', title: 'Join', buttonLabel: 'Go' }, { content: withoutNewsletters() });
    expect(rendered.html.trim()).toBe('');
    expect(rendered.islands).toBeUndefined();
  });
});

describe('gallery block', () => {
  it('starts each variant with its design rules: a slideshow shows thumbnails, a grid never autoplays', () => {
    const gallery = liveBlock('gallery');
    expect((gallery.defaults('slideshow')['gallery'] as Record<string, unknown>)['thumbnails']).toBe(true);
    expect((gallery.defaults('carousel')['gallery'] as Record<string, unknown>)['design']).toBe('slider');
    expect((gallery.defaults('grid')['gallery'] as Record<string, unknown>)['autoplay']).toBe(false);
  });

  it('refuses more than 50 images, naming the limit', () => {
    const images = Array.from({ length: 51 }, (_, i) => ({ mediaId: `m${String(i)}`, alt: `Image ${String(i)}` }));
    expect(settingsIssues('gallery', { images, gallery: {} })).toEqual([{ path: 'images', message: 'A gallery holds at most 50 images.' }]);
  });

  it('ships no script for a grid, and its slideshow script for a slideshow', () => {
    const images = [{ mediaId: 'm1', alt: 'A' }];
    expect(renderLiveBlock('gallery', { images, gallery: {} }, { variant: 'grid' }).html).not.toContain('<script>');
    expect(renderLiveBlock('gallery', { images, gallery: {} }, { variant: 'slideshow' }).html).toContain('[data-gallery-block]');
  });
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('reads %s', (url, provider, id) => {
    expect(parseVideoLink(url)).toMatchObject({ provider, id });
  });

  it.each(['https://www.youtube.com/watch?v=short', 'javascript:alert(1)', 'https://vimeo.com/about', 'not a link', 'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ'])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeUndefined();
  });

  it('refuses a Vimeo Basic account only for Vimeo links', () => {
    expect(settingsIssues('video', { url: 'https://vimeo.com/1', title: 'V', accountType: 'basic' })).toEqual([{ path: 'url', message: VIMEO_BASIC_MESSAGE }]);
    expect(settingsIssues('video', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'V', accountType: 'basic' })).toEqual([]);
  });
});

describe('chart datasets (seed 001 messages)', () => {
  it('names what is missing, in order of what the owner must add first', () => {
    expect(datasetIssues({ labels: [], series: [] })[0]?.message).toBe(DATASET_MESSAGES.empty);
    expect(datasetIssues({ labels: ['a'], series: [] })[0]?.message).toBe('Your dataset must have at least one column.');
    expect(datasetIssues({ labels: [], series: [{ name: 's', values: [] }] })[0]?.message).toBe('Your dataset must have at least one row.');
    expect(datasetIssues({ labels: ['a', 'b'], series: [{ name: 's', values: [1] }] })).toEqual([{ path: 'series.0.values', message: 'One or more rows was missing data.' }]);
    expect(datasetIssues({ labels: ['a'], series: [{ name: 's', values: [1] }] })).toEqual([]);
  });

  it('refuses a value that is not a number, naming it', () => {
    expect(settingsIssues('chart', { title: 'T', labels: ['a'], series: [{ name: 's', values: ['1'] }] })).toEqual([{ path: 'series.0.values.0', message: 'Each value must be a number.' }]);
  });
});

describe('every live kind', () => {
  it.each(LIVE_BLOCKS.map((d) => [d.kind, d] as const))('%s: its defaults are settings of its own shape', (kind, definition) => {
    for (const variant of BLOCK_KIND_INFO[kind].variants.length > 0 ? BLOCK_KIND_INFO[kind].variants : [undefined]) {
      const parsed = definition.settings.safeParse(definition.defaults(variant));
      // A kind that points at site content starts without a choice: the only issue is the choice to make.
      const issues = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
      expect(issues.every((path) => ['formId', 'listId', 'productId', 'collectionId', 'url', 'title', 'address'].includes(path))).toBe(true);
    }
  });

  it('refuses unknown settings keys, naming them', () => {
    expect(settingsIssues('map', { address: 'x', zoom: 3, colour: 'red' })).toEqual([{ path: '', message: "Unrecognized key(s) in object: 'colour'" }]);
  });
});
