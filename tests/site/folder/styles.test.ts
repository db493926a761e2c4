import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { compileStylesheets } from '../../../site/folder/styles.js';
import { type SiteFolder } from '../../../site/folder/types.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';

const fixture = (name: string) => path.resolve('fixtures/template-folders', name);

async function load(dir: string): Promise<SiteFolder> {
  const { folder, errors } = await loadSiteFolder(dir);
  expect(errors).toEqual([]);
  return folder!;
}

describe('compileStylesheets', () => {
  const temps: string[] = [];
  afterEach(async () => {
    for (const dir of temps.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  /** A copy of platform-base whose site.less is `less`, with a file beside the folder. */
  const withSiteLess = async (less: string): Promise<SiteFolder> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-styles-'));
    temps.push(dir);
    await cp(fixture('platform-base'), path.join(dir, 'site'), { recursive: true });
    await writeFile(path.join(dir, 'outside.less'), '.secret { color: red; }');
    await writeFile(path.join(dir, 'site', 'styles', 'site.less'), less);
    return load(path.join(dir, 'site'));
  };

  it('puts the .css first and the compiled .less (variables, mixins, imports) after, in order', async () => {
    const { css, errors } = await compileStylesheets(await load(fixture('platform-base')));
    expect(errors).toEqual([]);
    expect(css.indexOf('box-sizing: border-box')).toBeLessThan(css.indexOf('font-family: Georgia'));
    expect(css).toContain('.site-main {\n  max-width: 960px;\n  margin-left: auto;\n  margin-right: auto;\n  padding: 32px 16px;\n}');
    expect(css).toContain('.nav-list a:hover {\n  color: #1f4835;\n}');
    expect(css).not.toContain('@accent');
  });

  it('reports a LESS error at the file, line and column it is in (an imported file included)', async () => {
    const { css, errors } = await compileStylesheets(await load(fixture('bad-less')));
    expect(errors.map(formatFolderError)).toEqual(['styles/parts.less:5:21: LESS NameError: variable @undefined-colour is undefined']);
    expect(css).toContain('html {\n  color: black;\n}');
  });

  /** A folder whose template.conf names `sheets` (file name → text; null: named but absent). */
  const withSheets = async (sheets: Record<string, string | null>): Promise<{ folder: SiteFolder; loadErrors: string[] }> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-unit-'));
    temps.push(dir);
    await cp(fixture('platform-base'), dir, { recursive: true });
    const confPath = path.join(dir, 'template.conf');
    const conf = JSON.parse(await readFile(confPath, 'utf8')) as { stylesheets: string[] };
    conf.stylesheets = Object.keys(sheets);
    await writeFile(confPath, JSON.stringify(conf, null, 2));
    for (const [name, text] of Object.entries(sheets)) if (text !== null) await writeFile(path.join(dir, 'styles', name), text);
    const { folder, errors } = await loadSiteFolder(dir);
    return { folder: folder!, loadErrors: errors.map(formatFolderError) };
  };

  it('compiles the stylesheets as one unit: a variable or mixin of one file serves the next, .css included', async () => {
    const { folder } = await withSheets({
      'tweaks.css': '@tweak-footer-color: #225588;\n.footer-base { margin: 0; }',
      'mixins.less': '.transition(@what) { transition: @what 0.3s ease; }',
      'footer.less': 'footer { color: @tweak-footer-color; .transition(color); }',
    });
    const { css, errors } = await compileStylesheets(folder);
    expect(errors).toEqual([]);
    expect(css).toContain('footer {\n  color: #225588;\n  transition: color 0.3s ease;\n}');
    expect(css.indexOf('.footer-base')).toBeLessThan(css.indexOf('footer {'));
  });

  it('skips an import of a platform library with a warning naming it, and compiles the rest', async () => {
    const { folder } = await withSheets({ 'site.less': "@import 'sqs-grid-breaker';\n  @import \"ui/missing-part\";\n.grid { width: 100%; }" });
    const { css, errors } = await compileStylesheets(folder);
    expect(errors.map(formatFolderError)).toEqual([
      "styles/site.less:1:1: warning: @import 'sqs-grid-breaker' names a platform library (or a file) this site does not have; it is skipped",
      "styles/site.less:2:3: warning: @import 'ui/missing-part' names a platform library (or a file) this site does not have; it is skipped",
    ]);
    expect(css).toContain('.grid {\n  width: 100%;\n}');
  });

  it('leaves out a stylesheet whose error stops the unit, and a named one that is absent, compiling the others', async () => {
    const { folder, loadErrors } = await withSheets({ 'first.less': '.a { color: red; }', 'absent.less': null, 'broken.less': '.b { color: @nope; }', 'last.less': '.c { color: blue; }' });
    expect(loadErrors).toEqual(["template.conf:31:5: warning: stylesheet 'absent.less' is named, but styles/absent.less does not exist; it is left out of /site.css"]);
    const { css, errors } = await compileStylesheets(folder);
    expect(errors.map(formatFolderError)).toEqual(['styles/broken.less:1:13: LESS NameError: variable @nope is undefined']);
    expect(css).toContain('.a {\n  color: red;\n}');
    expect(css).toContain('.c {\n  color: blue;\n}');
    expect(css).not.toContain('.b');
  });

  it('reports a syntax error in the stylesheet itself', async () => {
    const { errors } = await compileStylesheets(await withSiteLess('a {\n  color: red;\n\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'styles/site.less', code: 'less-error' });
    expect(errors[0]?.message).toMatch(/^LESS ParseError: /);
  });

  it('never imports from outside styles/, nor loads plugins or URLs', async () => {
    for (const [less, message] of [
      ['@import "../../outside.less";', "'../../outside.less' is outside styles/"],
      ['@import "../template.conf";', "'../template.conf' is outside styles/"],
      ['@import (css) url("https://example.com/x.less");\n@import "https://example.com/y.less";', "'https://example.com/y.less' is not a file of the site folder"],
      ['@plugin "evil";', "@plugin 'evil' is not allowed: site stylesheets cannot run JavaScript"],
    ] as const) {
      const { css, errors } = await compileStylesheets(await withSiteLess(less));
      expect(errors.map((e) => e.message).join('\n'), less).toContain(message);
      expect(errors[0]?.file).toBe('styles/site.less');
      expect(css).not.toContain('.secret');
    }
  });
});
