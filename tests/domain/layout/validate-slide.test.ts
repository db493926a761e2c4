// The slide check (domain/layout/validate-slide.ts), table-driven: each bad slide is refused with
// the issue at its path; good ones come back with only the fields of each slice's content kind.
import { describe, expect, it } from 'vitest';
import { SLIDE_MESSAGES, slideMediaIds, validateSlide } from '../../../domain/layout/validate-slide.js';
import { SLIDE_POSITIONS, SLIDE_SLICE_NAMES } from '../../../domain/layout/slide.js';

const RULES = { type: 'cover-page' as const, media: new Set(['m1', 'm2']) };
const slice = (over: Record<string, unknown> = {}): Record<string, unknown> => ({ id: 'h1', name: 'heading', position: 'center', content: { text: 'Opening soon' }, ...over });
const slide = (...slices: Record<string, unknown>[]): Record<string, unknown> => ({ type: 'cover-page', background: { kind: 'none' }, slices });

const REFUSED: [string, unknown, string, string][] = [
  ['not an object', 'slide', 'slices', SLIDE_MESSAGES.notSlide],
  ['an unknown type', { ...slide(), type: 'banner' }, 'type', SLIDE_MESSAGES.type],
  ['a lock screen slide for a cover page', { ...slide(), type: 'lock-screen' }, 'type', SLIDE_MESSAGES.wrongType('cover-page')],
  ['31 slices', slide(...Array.from({ length: 31 }, (_, i) => slice({ id: `s${i}` }))), 'slices', SLIDE_MESSAGES.tooManySlices(31)],
  ['a slice that is not an object', slide('heading' as unknown as Record<string, unknown>), 'slices[0]', SLIDE_MESSAGES.slice],
  ['a duplicate id', slide(slice(), slice()), 'slices[1].id', SLIDE_MESSAGES.duplicateId('h1')],
  ['a bad id', slide(slice({ id: 'a b' })), 'slices[0].id', SLIDE_MESSAGES.id],
  ['an unknown slice name', slide(slice({ name: 'marquee' })), 'slices[0].name', SLIDE_MESSAGES.name('marquee')],
  ['an internal slice name', slide(slice({ name: 'temp-lock-inject' })), 'slices[0].name', SLIDE_MESSAGES.name('temp-lock-inject')],
  ['an unknown position', slide(slice({ position: 'middle' })), 'slices[0].position', SLIDE_MESSAGES.position('middle')],
  ['a heading without text', slide(slice({ content: {} })), 'slices[0].content.text', SLIDE_MESSAGES.required('text', 'heading')],
  ['a heading of spaces', slide(slice({ content: { text: '   ' } })), 'slices[0].content.text', SLIDE_MESSAGES.required('text', 'heading')],
  ['a heading too long', slide(slice({ content: { text: 'x'.repeat(201) } })), 'slices[0].content.text', SLIDE_MESSAGES.tooLong('Text', 200)],
  ['a body that is a number', slide(slice({ name: 'body', content: { text: 3 } })), 'slices[0].content.text', SLIDE_MESSAGES.text('Text')],
  ['content not an object', slide(slice({ content: [] })), 'slices[0].content', SLIDE_MESSAGES.content],
  ['an image not in the library', slide(slice({ name: 'image', content: { mediaId: 'nope' } })), 'slices[0].content.mediaId', SLIDE_MESSAGES.media('nope')],
  ['a logo given as a URL', slide(slice({ name: 'logo', content: { mediaId: 'https://evil.example/x.png' } })), 'slices[0].content.mediaId', SLIDE_MESSAGES.media('https://evil.example/x.png')],
  ['a gallery without images', slide(slice({ name: 'gallery', content: { mediaIds: [] } })), 'slices[0].content.mediaIds', SLIDE_MESSAGES.required('at least one image', 'gallery')],
  ['an album image not in the library', slide(slice({ name: 'album', content: { mediaIds: ['m1', 'x'] } })), 'slices[0].content.mediaIds[1]', SLIDE_MESSAGES.media('x')],
  ['buttons without links', slide(slice({ name: 'buttons', content: { links: [] } })), 'slices[0].content.links', SLIDE_MESSAGES.required('at least one link', 'buttons')],
  ['a javascript: button', slide(slice({ name: 'buttons', content: { links: [{ label: 'Go', url: 'javascript:alert(1)' }] } })), 'slices[0].content.links[0].url', SLIDE_MESSAGES.link],
  ['a button without a label', slide(slice({ name: 'buttons', content: { links: [{ label: '', url: '/shop' }] } })), 'slices[0].content.links[0].label', SLIDE_MESSAGES.required('a label', 'buttons')],
  ['11 navigation links', slide(slice({ name: 'navigation', content: { links: Array.from({ length: 11 }, () => ({ label: 'a', url: '/' })) } })), 'slices[0].content.links', SLIDE_MESSAGES.links],
  ['a video with a data: address', slide(slice({ name: 'video', content: { url: 'data:text/html,x', text: 'Watch' } })), 'slices[0].content.url', SLIDE_MESSAGES.link],
  ['a newsletter posting elsewhere', slide(slice({ name: 'newsletter', content: { text: 'News', buttonLabel: 'Join', url: 'https://evil.example/' } })), 'slices[0].content.url', SLIDE_MESSAGES.formUrl],
  ['a form posting to the admin', slide(slice({ name: 'custom-form', content: { text: 'Hi', buttonLabel: 'Send', url: '/api/admin/users' } })), 'slices[0].content.url', SLIDE_MESSAGES.formUrl],
  ['a twitter handle with @', slide(slice({ name: 'twitter', content: { handle: '@site' } })), 'slices[0].content.handle', SLIDE_MESSAGES.handle],
  ['a colour written as CSS', { ...slide(), background: { kind: 'color', color: 'red;}body{' } }, 'background.color', SLIDE_MESSAGES.color('red;}body{')],
  ['a background of an unknown kind', { ...slide(), background: { kind: 'video' } }, 'background', SLIDE_MESSAGES.background],
  ['a background image not in the library', { ...slide(), background: { kind: 'image', mediaId: 'zz' } }, 'background.mediaId', SLIDE_MESSAGES.media('zz')],
];

describe('validateSlide refuses', () => {
  it.each(REFUSED)('%s', (_name, value, path, message) => {
    const check = validateSlide(value, RULES);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues).toContainEqual({ path, message });
  });
});

describe('validateSlide accepts', () => {
  it('a cover page with a heading at center, buttons at bottom-center and a logo at top-left, keeping only known fields', () => {
    const check = validateSlide(
      {
        type: 'cover-page',
        background: { kind: 'color', color: '#1A2B3C' },
        slices: [
          slice({ content: { text: 'Opening soon', mediaId: 'm1', script: 'x' }, extra: true }),
          slice({ id: 'b', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'Shop', url: '/shop', style: 'x' }] } }),
          slice({ id: 'l', name: 'logo', position: 'top-left', content: { mediaId: 'm2', alt: 'Acme' } }),
        ],
      },
      RULES,
    );
    expect(check).toEqual({
      ok: true,
      slide: {
        type: 'cover-page',
        background: { kind: 'color', color: '#1a2b3c' },
        slices: [
          { id: 'h1', name: 'heading', position: 'center', content: { text: 'Opening soon' } },
          { id: 'b', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'Shop', url: '/shop' }] } },
          { id: 'l', name: 'logo', position: 'top-left', content: { mediaId: 'm2', alt: 'Acme' } },
        ],
      },
    });
    if (check.ok) expect(slideMediaIds(check.slide)).toEqual(['m2']);
  });

  it('every position of the 9 and every slice name with its content', () => {
    const contents: Record<string, Record<string, unknown>> = {
      text: { text: 'Words' },
      media: { mediaId: 'm1', alt: '' },
      'media-list': { mediaIds: ['m1', 'm2'] },
      links: { links: [{ label: 'Go', url: 'https://example.com/' }] },
      video: { url: 'https://video.example/v/1', text: 'Watch' },
      form: { text: 'Stay in touch', buttonLabel: 'Sign up', url: '/api/newsletter' },
      handle: { handle: 'acme_shop' },
    };
    const kinds: Record<string, string> = { heading: 'text', 'sub-heading': 'text', body: 'text', map: 'text', lock: 'text', password: 'text', image: 'media', logo: 'media', gallery: 'media-list', album: 'media-list', video: 'video', 'social-icons': 'links', buttons: 'links', navigation: 'links', action: 'links', 'custom-form': 'form', newsletter: 'form', twitter: 'handle' };
    const slices = SLIDE_SLICE_NAMES.map((name, i) => ({ id: `s${i}`, name, position: SLIDE_POSITIONS[i % 9], content: contents[kinds[name]!] }));
    const check = validateSlide({ type: 'cover-page', slices }, RULES);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.slide.background).toEqual({ kind: 'none' });
      expect(check.slide.slices.map((s) => s.position)).toEqual(slices.map((s) => s.position));
    }
  });

  it('a password slice without a prompt (the lock screen form says it)', () => {
    expect(validateSlide({ type: 'lock-screen', slices: [slice({ name: 'password', content: {} })] }, { type: 'lock-screen' }).ok).toBe(true);
  });

  it('a slice named constructor is unknown, not a prototype', () => {
    const check = validateSlide(slide(slice({ name: 'constructor' })));
    expect(check.ok).toBe(false);
  });
});

describe('an image slice whose image is not chosen yet', () => {
  it('says the slice needs an image instead of naming the id "undefined" (the editor adds image slices without one)', () => {
    for (const content of [{}, { mediaId: '' }]) {
      const check = validateSlide({ type: 'cover-page', background: { kind: 'none' }, slices: [{ id: 'i', name: 'logo', position: 'top-left', content }] });
      expect(check).toEqual({ ok: false, issues: [{ path: 'slices[0].content.mediaId', message: SLIDE_MESSAGES.required('an image', 'logo') }] });
    }
  });
});
