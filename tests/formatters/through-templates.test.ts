import { describe, expect, it } from 'vitest';
import { render } from '../../library/index.js';

function html(source: string, data: unknown, partials: Record<string, string> = {}): string {
  const result = render(source, data, { partials });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  return result.html;
}

describe('core formatters and predicates in templates', () => {
  it('escapes for text, attributes and scripts', () => {
    const data = { t: '"Tom & <Jerry>"', s: 'x</script>' };
    expect(html('<p title="{t|htmlattr}">{t|html}</p><script>{s|json}</script>', data)).toBe(
      '<p title="&quot;Tom &amp; &lt;Jerry&gt;&quot;">"Tom &amp; &lt;Jerry&gt;"</p><script>"x<\\/script>"</script>',
    );
  });

  it('chains formatters and splits arguments on the delimiter after the name', () => {
    const data = { s: 'one two three four five' };
    expect(html('{s|truncate 10 ~}|{s|truncate#8# (more)}|{s|truncate 3|capitalize}', data)).toBe(
      'one two ~|one two  (more)|ONE...',
    );
  });

  it('numbers and words in a repeated section', () => {
    const data = { n: [1, 2, 3] };
    const source =
      '{.repeated section n}{@} item{@|pluralize}:{@|mod 2}:{@|cycle a b}:{@|iter}{.even?} even{.end};{.end}';
    expect(html(source, data)).toBe('1 item:1:a:1;2 items:0:b:2 even;3 items:1:a:3;');
  });

  it('looks things up with get, lookup, prop and key-by', () => {
    const data = {
      ids: ['b2'],
      keys: { field: 'name' },
      things: { b2: { name: 'Bass', price: 9 } },
      list: [{ sku: 'x1', name: 'Ukulele' }],
    };
    const source =
      '{.repeated section ids}{.var @t things|get @}{@t.name} {@t|lookup keys.field}{.end}' +
      ' {things|prop b2.price} {list|key-by sku|prop x1.name}';
    expect(html(source, data)).toBe('Bass Bass 9 Ukulele');
  });

  it('fills a message with format', () => {
    expect(html('{msg|format who "you"}', { msg: '{0} loves {1}', who: 'Ann' })).toBe('Ann loves you');
  });

  it('applies a partial privately with named arguments', () => {
    const partials = { tag: '<{@args.el}>{label}{outer}</{@args.el}>' };
    const data = { outer: 'X', item: { label: 'Hi' } };
    expect(html('{item|apply tag el=b private}|{item|apply tag el=i}', data, partials)).toBe('<b>Hi</b>|<i>HiX</i>');
  });

  it('branches on comparisons', () => {
    const source = '{.repeated section n}{.greaterThan? 2}big{.or}{.equal? 2}two{.or}small{.end}{.end},{.end}';
    expect(html(source, { n: [1, 2, 3] })).toBe('small,two,big,');
  });

  it('prints nothing for an apply that names no partial, as the references do, with a warning', () => {
    const result = render('[{a|apply}]', { a: 1 });
    expect(result.html).toBe('[]');
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((e) => e.code)).toEqual(['invalid-arguments']);
  });
});
