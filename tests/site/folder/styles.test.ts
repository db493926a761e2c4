import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { compileStylesheets } from '../../../site/folder/styles.js';
import { formatFolderError, type SiteFolder } from '../../../site/folder/types.js';

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
    expect(css).toContain('html { color: black; }');
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
