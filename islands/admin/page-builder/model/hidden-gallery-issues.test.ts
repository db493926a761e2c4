import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../../domain/layout/layout.js';
import { GALLERY_PANEL_SETTINGS } from './block-fields.js';
import { gallerySettingDefault, hiddenGalleryIssueNote, hiddenGalleryIssues, hiddenSettingText, shownGallerySettings } from './hidden-gallery-issues.js';

const WIDTH = 'Maximum image width must be a number from 100 to 300, not 50.';
const POSITION = 'Details position must be one of top, top-left, top-right, center, bottom, bottom-left, bottom-right, not "middle".';

describe('gallery settings the panel does not show for the chosen design', () => {
  it('shows only the settings that apply to the design', () => {
    expect(shownGallerySettings(GALLERY_PANEL_SETTINGS, 'grid')).toContain('max-width');
    expect(shownGallerySettings(GALLERY_PANEL_SETTINGS, 'slideshow')).not.toContain('max-width');
    expect(shownGallerySettings(GALLERY_PANEL_SETTINGS, 'grid')).not.toContain('meta-position');
  });

  it('keeps the issues of the settings not shown, with the designs they belong to', () => {
    const issues = [
      { path: 'max-width', message: WIDTH },
      { path: 'autoplay-duration', message: 'Autoplay duration must be a number from 1 to 10, not 11.' },
      { path: 'meta-position', message: POSITION },
      { path: '', message: 'The gallery settings must be an object.' },
      { path: 'design', message: 'Design must be one of slideshow, slider, grid, stacked, not "mosaic".' },
    ];
    expect(hiddenGalleryIssues(issues, 'slideshow', GALLERY_PANEL_SETTINGS)).toEqual([
      { setting: 'max-width', designs: ['grid'], message: WIDTH },
      { setting: 'design', designs: [], message: 'Design must be one of slideshow, slider, grid, stacked, not "mosaic".' },
    ]);
    expect(hiddenGalleryIssues(issues, 'grid', GALLERY_PANEL_SETTINGS).map((h) => [h.setting, h.designs])).toEqual([
      ['meta-position', ['slideshow', 'slider']],
      ['design', []],
    ]);
    expect(hiddenGalleryIssues([{ path: 'max-width', message: WIDTH }], 'grid', GALLERY_PANEL_SETTINGS)).toEqual([]);
  });

  it('names the setting by its label and the designs by the panel’s names', () => {
    expect(hiddenSettingText({ setting: 'max-width', designs: ['grid'], message: WIDTH }, 'slideshow')).toBe('Maximum image width (px) belongs to the grid design, not to the slideshow chosen now.');
    expect(hiddenSettingText({ setting: 'meta-position', designs: ['slideshow', 'slider'], message: POSITION }, 'stacked')).toBe('Details position belongs to the slideshow and carousel designs, not to the stack chosen now.');
    expect(hiddenSettingText({ setting: 'design', designs: [], message: '' }, 'grid')).toBe('Design is not among this panel’s settings.');
  });

  it('says each default as the reset button does', () => {
    expect(gallerySettingDefault('max-width')).toBe('300');
    expect(gallerySettingDefault('auto-crop')).toBe('on');
    expect(gallerySettingDefault('show-meta-on-hover')).toBe('off');
    expect(gallerySettingDefault('meta-position')).toBe('bottom');
    expect(gallerySettingDefault('aspect-ratio')).toBe('square');
  });
});

describe('the save status’s note on such an issue', () => {
  const layout: Layout = {
    sections: [{
      id: 's', background: { kind: 'none' }, padding: 'medium', theme: 'light',
      blocks: [
        { id: 'show', kind: 'gallery', variant: 'slideshow', settings: { images: [], gallery: { design: 'slideshow', 'max-width': 50 } }, desktop: { column: 1, span: 12, row: 1, rows: 1 } },
        { id: 'words', kind: 'text', settings: { html: '<p>x</p>' }, desktop: { column: 1, span: 12, row: 2, rows: 1 } },
      ],
    }],
  };

  it('names the setting, its design and the reset for a hidden setting of a gallery block', () => {
    const issue = { path: 'sections[0].blocks[0].settings.gallery.max-width', message: WIDTH, blockId: 'show', block: 'Gallery block 1 of section 1' };
    expect(hiddenGalleryIssueNote(layout, issue)).toBe('Maximum image width (px) belongs to the grid design, not to the slideshow chosen now. Select the block to reset it to its default (300).');
  });

  it('adds nothing to a shown setting, another block’s issue or an issue of no block', () => {
    expect(hiddenGalleryIssueNote(layout, { path: 'sections[0].blocks[0].settings.gallery.autoplay-duration', message: 'x', blockId: 'show' } as never)).toBeUndefined();
    expect(hiddenGalleryIssueNote(layout, { path: 'sections[0].blocks[1].settings.html', message: 'x', blockId: 'words' } as never)).toBeUndefined();
    expect(hiddenGalleryIssueNote(layout, { path: 'sections[0].blocks[0].settings.gallery.max-width', message: WIDTH })).toBeUndefined();
    expect(hiddenGalleryIssueNote(layout, { path: 'sections[0].blocks[0].settings.gallery.max-width', message: WIDTH, blockId: 'gone' } as never)).toBeUndefined();
  });
});
