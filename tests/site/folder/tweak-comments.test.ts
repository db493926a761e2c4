// The design settings a folder declares in its LESS (`// tweak:` comments), as the Style Editor
// lists them, and the warnings of malformed ones (file, line, column; the site still serves).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { compileStylesheets } from '../../../site/folder/styles.js';
import { parseTweakComments, readFolderTweaks } from '../../../site/folder/tweak-comments.js';
import { tweakOverrides } from '../../../site/folder/tweak-less.js';
import { effectiveValues } from '../../../domain/design/tweaks.js';

const FILE = 'styles/site.less';

describe('parseTweakComments', () => {
  it('reads each kind of tweak with its variable, default, category and options', () => {
    const less = [
      '// tweak: { "type": "color", "title": "Accent", "category": "Colours", "target": "a" }',
      '@accent: #2f6b4f;',
      '// tweak: { "type": "font", "title": "Body", "category": "Fonts" }',
      "@bodyFont: 400 16px Georgia, 'Times New Roman', serif;",
      '// tweak: { "type": "value", "title": "Width", "category": "Layout", "min": 40, "max": 100 }',
      '@tweak-site-width: 72rem;',
      '// tweak: { "type": "dropdown", "title": "Layout", "category": "Layout", "options": ["Grid", "Stacked List"] }',
      '@indexLayout: "Grid";',
      '// tweak: { "type": "checkbox", "title": "Hide title", "showOnlyWhenPresent": ".title" }',
      '',
      '@hideTitle: false;',
    ].join('\n');
    const { tweaks, warnings } = parseTweakComments(less, FILE);
    expect(warnings).toEqual([]);
    expect(tweaks).toEqual([
      { name: 'accent', title: 'Accent', category: 'Colours', target: 'a', file: FILE, line: 1, type: 'color', default: '#2f6b4f' },
      { name: 'bodyFont', title: 'Body', category: 'Fonts', file: FILE, line: 3, type: 'font', default: { weight: 400, size: 16, unit: 'px', family: "Georgia, 'Times New Roman', serif" } },
      { name: 'tweak-site-width', title: 'Width', category: 'Layout', file: FILE, line: 5, type: 'value', min: 40, max: 100, step: 1, unit: 'rem', default: 72 },
      { name: 'indexLayout', title: 'Layout', category: 'Layout', file: FILE, line: 7, type: 'dropdown', options: ['Grid', 'Stacked List'], default: 'Grid', quoted: true },
      { name: 'hideTitle', title: 'Hide title', category: 'General', showOnlyWhenPresent: '.title', file: FILE, line: 9, type: 'checkbox', default: false },
    ]);
  });

  it('reads a tweak whose JSON continues on the comment lines after it', () => {
    const less = '// tweak: {\n//   "type": "color",\n//   "title": "Ink"\n// }\n@ink: #000;';
    expect(parseTweakComments(less, FILE).tweaks).toMatchObject([{ name: 'ink', type: 'color', title: 'Ink', default: '#000' }]);
  });

  it.each([
    ['malformed JSON, at the column of the error', '@a: 1;\n// tweak: { "type": "color", }\n@ink: #000;', 2, /the tweak's JSON is malformed/],
    ['an unknown type', '// tweak: { "type": "colour" }\n@ink: #000;', 1, /"type" must be one of "color"/],
    ['a colour default that is no colour', '// tweak: { "type": "color" }\n@ink: darken(@x, 10%);', 1, /is not a colour/],
    ['a dropdown default outside its options', '// tweak: { "type": "dropdown", "options": ["A", "B"] }\n@pick: C;', 1, /is not one of its "options"/],
    ['a value outside min and max', '// tweak: { "type": "value", "min": 0, "max": 10 }\n@w: 20px;', 1, /outside "min" 0 and "max" 10/],
    ['a variable named like a property of every object', '// tweak: { "type": "checkbox" }\n@__proto__: true;', 1, /the name is reserved/],
    ['a comment with no variable under it', '// tweak: { "type": "checkbox" }\n.a { color: red; }', 1, /must stand right above the variable/],
  ])('warns of %s at its line and leaves the tweak out', (_name, less, line, message) => {
    const { tweaks, warnings } = parseTweakComments(less, FILE);
    expect(tweaks).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: FILE, line, severity: 'warning', code: 'tweak-error' });
    expect(warnings[0]?.message).toMatch(message);
  });

  it('places a JSON error at the column of the character that broke it', () => {
    const { warnings } = parseTweakComments('// tweak: { "type" "color" }\n@ink: #000;', FILE);
    // `// tweak: ` is 10 characters; the JSON's `"color"` starts at its 10th character.
    expect(warnings[0]).toMatchObject({ line: 1, column: 20 });
  });
});

describe('the demo folders', () => {
  it.each(['sites/fern-and-finch', 'sites/quiet-pages'])('%s declares colours, fonts, a width and a layout dropdown, with no warning', async (dir) => {
    const { folder } = await loadSiteFolder(path.resolve(dir));
    const { tweaks, warnings } = await readFolderTweaks(folder!);
    expect(warnings).toEqual([]);
    const types = new Set(tweaks.map((t) => t.type));
    expect([...types].sort()).toEqual(['checkbox', 'color', 'dropdown', 'font', 'value']);
  });

  it('compiles the owner values over the defaults into the one-unit stylesheet', async () => {
    const { folder } = await loadSiteFolder(path.resolve('sites/fern-and-finch'));
    const { tweaks } = await readFolderTweaks(folder!);
    const values = effectiveValues(tweaks, { accent: '#aa0000', pageWidth: 50, bodyFont: { family: 'Georgia, serif', size: 18, unit: 'px', weight: 400 } });
    const overrides = tweakOverrides(tweaks, values);
    expect(overrides).toBe('@accent: #aa0000;\n@bodyFont: 400 18px Georgia, serif;\n@pageWidth: 50rem;');
    const { css, errors } = await compileStylesheets(folder!, overrides);
    expect(errors).toEqual([]);
    expect(css).toContain('--accent: #aa0000;');
    expect(css).toContain('max-width: 50rem;');
    expect(css).toContain('font: 400 18px Georgia, serif;');
    expect(css).not.toContain('#2f6b4f');
  });
});
