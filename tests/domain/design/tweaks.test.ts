// The rules of the owner's design values: what each tweak takes, and the body classes it sets.
import { describe, expect, it } from 'vitest';
import { checkDesignValues, checkTweakValue, designBodyClasses, effectiveValues, isColor, type Tweak } from '../../../domain/design/tweaks.js';

const base = { category: 'C', file: 'styles/a.less', line: 1 };
const color: Tweak = { ...base, name: 'accent', title: 'Accent', type: 'color', default: '#000' };
const width: Tweak = { ...base, name: 'pageWidth', title: 'Width', type: 'value', min: 40, max: 100, step: 1, unit: 'rem', default: 72 };
const layout: Tweak = { ...base, name: 'tweak-index-layout', title: 'Layout', type: 'dropdown', options: ['Grid', 'Stacked List'], default: 'Grid' };
const hide: Tweak = { ...base, name: 'hideSiteTitle', title: 'Hide', type: 'checkbox', default: false };
const font: Tweak = { ...base, name: 'bodyFont', title: 'Body', type: 'font', default: { family: 'Georgia, serif', size: 16, unit: 'px', weight: 400 } };
const family: Tweak = { ...base, name: 'serif', title: 'Serif', type: 'font', default: { family: 'Georgia, serif' } };

describe('checkTweakValue', () => {
  it.each([
    ['#1f4e79', true], ['#abc', true], ['rgb(31, 78, 121)', true], ['rgba(0,0,0,.5)', true], ['hsl(200 50% 40%)', true],
    ['red; } body { display: none', false], ['url(x)', false], ['#12345', false], ['expression(alert(1))', false],
  ])('a colour: %s → %s', (text, ok) => {
    expect(isColor(text)).toBe(ok);
  });

  it('takes a value within min and max only', () => {
    expect(checkTweakValue(width, 50)).toEqual({ ok: true, value: 50 });
    expect(checkTweakValue(width, 101)).toEqual({ ok: false, message: '"Width" must be between 40 and 100rem.' });
    expect(checkTweakValue(width, '50')).toMatchObject({ ok: false });
  });

  it('takes a dropdown option among its options only', () => {
    expect(checkTweakValue(layout, 'Stacked List')).toEqual({ ok: true, value: 'Stacked List' });
    expect(checkTweakValue(layout, 'Masonry')).toEqual({ ok: false, message: '"Layout" must be one of: Grid, Stacked List.' });
  });

  it('takes a font with the fields its default has, from safe family names', () => {
    expect(checkTweakValue(font, { family: "'Gill Sans', sans-serif", size: 18, unit: 'px', weight: 700 })).toMatchObject({ ok: true });
    expect(checkTweakValue(font, { family: 'Georgia; } * { color: red', size: 18, unit: 'px', weight: 400 })).toMatchObject({ ok: false });
    expect(checkTweakValue(font, { family: 'Georgia', size: 18, unit: 'vh', weight: 400 })).toMatchObject({ ok: false });
    expect(checkTweakValue(font, { family: 'Georgia', size: 18, unit: 'px', weight: 450 })).toMatchObject({ ok: false });
    expect(checkTweakValue(family, { family: 'Georgia', size: 18, unit: 'px' })).toEqual({ ok: false, message: '"Serif" sets only the font family.' });
    expect(checkTweakValue(family, { family: 'Georgia' })).toEqual({ ok: true, value: { family: 'Georgia' } });
  });

  it('names each wrong value and each unknown setting', () => {
    const checked = checkDesignValues([color, width], { accent: 'blue-ish', pageWidth: 60, margin: 3 });
    expect(checked.values).toEqual({ pageWidth: 60 });
    expect(checked.issues.map((i) => i.path)).toEqual(['values.accent', 'values.margin']);
  });
});

describe('body classes', () => {
  it('are tweak-<name>-<option> for a dropdown and tweak-<name> for a checked checkbox, as the platform names them', () => {
    const tweaks = [color, layout, hide];
    expect(designBodyClasses(tweaks, effectiveValues(tweaks, undefined))).toEqual(['tweak-index-layout-grid']);
    expect(designBodyClasses(tweaks, effectiveValues(tweaks, { 'tweak-index-layout': 'Stacked List', hideSiteTitle: true }))).toEqual(['tweak-index-layout-stacked-list', 'tweak-hide-site-title']);
  });

  it('fall back to the default for a stored value the folder no longer takes', () => {
    expect(effectiveValues([layout], { 'tweak-index-layout': 'Masonry' })).toEqual({ 'tweak-index-layout': 'Grid' });
  });
});
