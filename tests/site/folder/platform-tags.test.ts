import { describe, expect, it } from 'vitest';
import { compile, render } from '../../../library/index.js';
import { preprocessPlatformTags } from '../../../site/folder/platform-tags.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';

const pre = (source: string) => preprocessPlatformTags(source, 'test.region');

describe('preprocessPlatformTags', () => {
  it('leaves the JSON-T platform variables untouched', () => {
    const source = '{squarespace-headers}\n<body id="{squarespace.page-id}" class="{squarespace.page-classes}">{squarespace.main-content}</body>\n{squarespace-footers}';
    const result = pre(source);
    expect(result.source).toBe(source);
    expect(result.errors).toEqual([]);
  });

  it('turns a navigation tag into its block applied to squarespace.navigation.<id>', () => {
    const result = pre(`<squarespace:navigation navigationId="mainNav" template='navigation' />`);
    expect(result.navigations).toMatchObject([{ key: 'mainNav', navigationId: 'mainNav', template: 'navigation', line: 1, column: 1 }]);
    const data = { squarespace: { navigation: { mainNav: { items: [{ title: 'Journal' }, { title: 'About' }] } } } };
    const partials = { 'navigation.block': '{.repeated section items}<a>{title}</a>{.end}' };
    expect(render(result.source, data, { partials })).toMatchObject({ html: '<a>Journal</a><a>About</a>', errors: [] });
    expect(render(result.source, {}, { partials }).html).toBe('');
  });

  it('works inside a section, where a plain {.section squarespace…} would not see the root', () => {
    const result = pre('{.section website}<h1>{siteTitle}</h1><squarespace:navigation navigationId="mainNav" template="nav" />{.end}');
    const data = { website: { siteTitle: 'S' }, squarespace: { navigation: { mainNav: { items: [{ title: 'A' }] } } } };
    expect(render(result.source, data, { partials: { 'nav.block': '{items.0.title}' } }).html).toBe('<h1>S</h1>A');
  });

  it('turns a query into a section over squarespace.query.<key>, keeping unknown attributes', () => {
    const result = pre(`<squarespace:query collection="blog" limit="2" category='Oak' featured="true" data-x="y">{.repeated section items}<i>{title}</i>{.end}</squarespace:query>`);
    const [query] = result.queries;
    expect(query).toMatchObject({ collection: 'blog', limit: 2, category: 'Oak', featured: true });
    expect(query?.attributes).toEqual({ collection: 'blog', limit: '2', category: 'Oak', featured: 'true', 'data-x': 'y' });
    const data = { squarespace: { query: { [query!.key]: { collection: { title: 'Blog' }, items: [{ title: 'One' }, { title: 'Two' }] } } } };
    expect(render(result.source, data)).toMatchObject({ html: '<i>One</i><i>Two</i>', errors: [] });
  });

  it('handles nested queries, each with its own key', () => {
    const result = pre(
      '<squarespace:query collection="blog" limit="1">[{items.0.title}<squarespace:query collection="news">({items.0.title})</squarespace:query>]</squarespace:query>',
    );
    expect(result.errors).toEqual([]);
    const [outer, inner] = result.queries;
    expect(outer?.key).not.toBe(inner?.key);
    const data = { squarespace: { query: { [outer!.key]: { items: [{ title: 'B' }] }, [inner!.key]: { items: [{ title: 'N' }] } } } };
    expect(render(result.source, data).html).toBe('[B(N)]');
  });

  it('turns a block field into its stored HTML and a script into a deferred script', () => {
    const result = pre('<squarespace:block-field id="footerBlocks" columns="12" />|<squarespace:script src="site.js" combo="false" />');
    const [field] = result.blockFields;
    expect(field).toMatchObject({ id: 'footerBlocks', columns: 12 });
    expect(result.scripts).toEqual(['site.js']);
    const data = { squarespace: { blockFields: { [field!.key]: '<p>Hi</p>' } } };
    expect(render(result.source, data).html).toBe(
      '<div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" data-block-field-id="footerBlocks"><p>Hi</p></div>|<script src="/scripts/site.js" defer></script>',
    );
  });

  it('keeps every line number, and columns after a tag the JSON-T is shorter than', () => {
    const source = [
      '<main>',
      '  <squarespace:query',
      '      collection="blog"',
      '      limit="3">',
      '  {.repeated section items}{title}{.end}',
      '  </squarespace:query>{after}',
      '  <squarespace:script src="site.js" data-note="a long attribute, longer than the script element" />{x}',
      '  {last}',
    ].join('\n');
    const result = pre(source);
    expect(result.errors).toEqual([]);
    const lines = result.source.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[4]).toBe('  {.repeated section items}{title}{.end}');
    expect(lines[5]!.indexOf('{after}')).toBe(source.split('\n')[5]!.indexOf('{after}'));
    expect(lines[6]!.indexOf('{x}')).toBe(source.split('\n')[6]!.indexOf('{x}'));
    expect(lines[7]).toBe('  {last}');
    const broken = compile(pre(source.replace('{last}', '{last|nope}')).source, { name: 'test.region' });
    expect(broken.errors[0]).toMatchObject({ line: 8, column: 9 });
  });

  it('gives the same key for the same attributes, whatever their order and quotes', () => {
    const key = (tag: string) => pre(`${tag}x</squarespace:query>`).queries[0]?.key;
    const a = key(`<squarespace:query collection="blog" limit="2">`);
    expect(key(`<squarespace:query limit='2' collection='blog'>`)).toBe(a);
    expect(preprocessPlatformTags(`<squarespace:query  limit="2"\n collection="blog">x</squarespace:query>`, 'other.page').queries[0]?.key).toBe(a);
    expect(key(`<squarespace:query collection="blog" limit="3">`)).not.toBe(a);
    expect(key(`<squarespace:query collection="blog" limit="2" tag="oak">`)).not.toBe(a);
    const field = (tag: string) => pre(tag).blockFields[0]?.key;
    expect(field('<squarespace:block-field id="a b/c" columns="4"/>')).toBe(field(`<squarespace:block-field columns='4' id='a b/c' />`));
  });

  it('makes keys that are valid JSON-T path segments', () => {
    for (const collection of ['blog', '2024 news', 'a.b', 'é-x', '']) {
      const result = pre(`<squarespace:query collection="${collection || 'x'}" tag="{}"></squarespace:query><squarespace:block-field id="${collection || 'y'}" />`);
      const keys = [...result.queries, ...result.blockFields].map((t) => t.key);
      for (const key of keys) expect(compile(`{a.${key}}`).errors, key).toEqual([]);
    }
  });

  it('reports an unclosed query at the line and column of its tag, once', () => {
    const result = pre('<ul>\n  <squarespace:query collection="blog">\n  {.repeated section items}{title}{.end}\n</ul>\n');
    expect(result.errors.map(formatFolderError)).toEqual([
      'test.region:2:3: <squarespace:query> is not closed: no </squarespace:query> follows',
    ]);
    expect(compile(result.source).errors).toEqual([]);
  });

  it('reports bad tags with their line and column', () => {
    const source = [
      '<p>',
      '  <squarespace:navigation template="navigation" />',
      '  <squarespace:query limit="2">x</squarespace:query>',
      '  <squarespace:query collection="blog" limit="many">x</squarespace:query>',
      '  </squarespace:query>',
      '  <squarespace:script src="../secret.js" />',
      '  <squarespace:block-field />',
      '  <squarespace:content-editable />',
      '  <squarespace:navigation navigationId="main" template="navigation"',
    ].join('\n');
    expect(pre(source).errors.map((e) => `${e.line}:${e.column} ${e.code}`)).toEqual([
      '2:3 invalid-navigation',
      '3:3 invalid-query',
      '4:3 invalid-query',
      '5:3 unexpected-closing-tag',
      '6:3 invalid-script',
      '7:3 invalid-block-field',
      '8:3 unknown-platform-tag',
      '9:3 invalid-platform-tag',
    ]);
    expect(pre(source).errors[0]?.message).toBe('<squarespace:navigation> needs a navigationId');
  });

  it('reads a tag given a template and written without /> as complete, unless its end follows', () => {
    const result = pre('<squarespace:navigation navigationId="a" template="t">\n<squarespace:navigation navigationId="b">[{items.0.title}]</squarespace:navigation>');
    expect(result.errors).toEqual([]);
    const data = { squarespace: { navigation: { a: { items: [{ title: 'A' }] }, b: { items: [{ title: 'B' }] } } } };
    expect(render(result.source, data, { partials: { 't.block': '({items.0.title})' } }).html).toBe('(A)\n[B]');
  });
});
