// The inline scripts a template writes literally (trusted by the site's policy), and those it
// does not: a script with a variable or a tag inside, a script a variable brings.
import { describe, expect, it } from 'vitest';
import { compile } from '../../../library/index.js';
import { compileSite } from '../../../site/folder/compile-folder.js';
import { literalInlineScripts } from '../../../site/folder/template-scripts.js';
import { templateConfSchema } from '../../../site/folder/template-conf.js';
import type { SiteFolder } from '../../../site/folder/types.js';

const scriptsOf = (source: string) => literalInlineScripts(compile(source).ast);

describe('literal inline scripts of a template', () => {
  it('are the scripts written whole in the template\'s text, with JavaScript braces kept', () => {
    expect(scriptsOf('<p>{title}</p><script>function f(){ return { a: 1 }; }</script>\n<script type="module">go()</script>')).toEqual([
      'function f(){ return { a: 1 }; }',
      'go()',
    ]);
  });

  it('are found inside sections, alternatives, repeated sections and their separators', () => {
    const source = '{.section a}<script>one()</script>{.or}<script>two()</script>{.end}{.repeated section b}<script>three()</script>{.alternates with}<script>four()</script>{.end}{.if c}x{.or d}<script>five()</script>{.end}';
    expect(scriptsOf(source).sort()).toEqual(['five()', 'four()', 'one()', 'three()', 'two()']);
  });

  it('leave out a script with a variable or a section inside, external scripts and data blocks', () => {
    expect(scriptsOf('<script>var name = "{name}";</script><script>{.section a}x(){.end}</script><script src="/scripts/site.js"></script><script type="application/json">{"a":1}</script>')).toEqual([]);
  });

  it('leave out what a variable brings, whatever it holds', () => {
    const template = compile('<main>{body}</main>{squarespace-footers}');
    expect(literalInlineScripts(template.ast)).toEqual([]);
    expect(template.render({ body: '<script>stolen()</script>' }).html).toContain('<script>stolen()</script>');
  });
});

describe('a compiled site', () => {
  it('lists every literal inline script of its regions, blocks and system templates once', () => {
    const conf = templateConfSchema.parse({ name: 'memory', layouts: { main: { name: 'Main', regions: ['site'] } }, systemCollections: ['gallery'] });
    const folder: SiteFolder = {
      dir: '/nowhere', conf,
      regions: { site: { path: 'site.region', source: '<body>{squarespace.main-content}<script>menu()</script>{body}</body>' } },
      collections: {}, blocks: { 'nav.block': { path: 'blocks/nav.block', source: '<script>menu()</script><script>nav()</script>' } },
      pages: {}, assets: [], scripts: [], stylesheets: [],
    };
    const site = compileSite(folder, { systemTemplates: { 'gallery.list': { path: 'system/gallery.list', source: '<script>gallery()</script>' } } });
    expect([...site.inlineScripts].sort()).toEqual(['gallery()', 'menu()', 'nav()']);
  });
});
