import { describe, expect, it } from 'vitest';
import { parseSpec, splitSections } from '../../cli/spec-file.js';

describe('splitSections', () => {
  it('splits on header lines and keeps each section text as is', () => {
    const sections = splitSections(':TEMPLATE\nHello {name}\n\n:JSON\n{"name": "x"}\n:OUTPUT\nHello x\n');
    expect([...sections.keys()]).toEqual(['TEMPLATE', 'JSON', 'OUTPUT']);
    expect(sections.get('TEMPLATE')).toBe('Hello {name}\n\n');
    expect(sections.get('JSON')).toBe('{"name": "x"}\n');
    expect(sections.get('OUTPUT')).toBe('Hello x\n');
  });

  it('allows trailing spaces and CRLF after a header name, and digits, - and _ in it', () => {
    const sections = splitSections(':JSON  \r\n{}\r\n:MY_SECTION-2\r\nbody\r\n');
    expect(sections.get('JSON')).toBe('{}\r\n');
    expect(sections.get('MY_SECTION-2')).toBe('body\r\n');
  });

  it('gives text before the first header to the first section', () => {
    const sections = splitSections('preamble\n:TEMPLATE\n{a}\n:JSON\n{}');
    expect(sections.get('TEMPLATE')).toBe('preamble\n{a}\n');
    expect(sections.get('JSON')).toBe('{}');
  });

  it('does not treat a colon inside a line, or a line with more after the name, as a header', () => {
    const sections = splitSections(':TEMPLATE\na:hover {x}\n:not a header\n  :INDENTED\n:OUTPUT\n');
    expect(sections.get('TEMPLATE')).toBe('a:hover {x}\n:not a header\n  :INDENTED\n');
    expect(sections.get('OUTPUT')).toBe('');
  });

  it('returns nothing for a file without headers', () => {
    expect(splitSections('just text\n').size).toBe(0);
  });
});

describe('parseSpec', () => {
  it('reads an output spec with defaults', () => {
    const parsed = parseSpec(':JSON\n{"a": 1}\n\n:TEMPLATE\n{a}\n\n:OUTPUT\n1\n');
    expect(parsed).toEqual({
      status: 'ok',
      spec: {
        kind: 'output',
        template: '{a}\n\n',
        json: { a: 1 },
        expected: '1\n',
        partials: {},
        injects: {},
        locale: 'en-US',
        now: undefined,
        preprocess: false,
      },
    });
  });

  it('reads an AST spec from :SOURCE and :JSON without :OUTPUT', () => {
    const parsed = parseSpec(':SOURCE\n{foo}\n\n:JSON\n[17, 1, [[1, [["foo"]], 0]], 18]\n');
    expect(parsed.status).toBe('ok');
    if (parsed.status !== 'ok') return;
    expect(parsed.spec.kind).toBe('ast');
    expect(parsed.spec.template).toBe('{foo}\n\n');
    expect(parsed.spec.json).toEqual([17, 1, [[1, [['foo']], 0]], 18]);
  });

  it('reads partials, injects (JSON text, other values stringified) and :COMMENTS', () => {
    const text = [
      ':COMMENTS',
      'anything at all {',
      ':PARTIALS',
      '{"card": "<b>{name}</b>"}',
      ':INJECT',
      '{"a.json": "{\\"x\\": 1}", "b.json": {"y": 2}, "c.json": 3}',
      ':TEMPLATE',
      '{@|apply card}',
      ':JSON',
      '{"name": "n"}',
      ':OUTPUT',
      '<b>n</b>',
    ].join('\n');
    const parsed = parseSpec(text);
    expect(parsed.status).toBe('ok');
    if (parsed.status !== 'ok') return;
    expect(parsed.spec.partials).toEqual({ card: '<b>{name}</b>' });
    expect(parsed.spec.injects).toEqual({ 'a.json': '{"x": 1}', 'b.json': '{"y":2}', 'c.json': '3' });
  });

  it('takes locale and now from :PARAMS', () => {
    const parsed = parseSpec(':PARAMS\n{ "locale": "fr-FR", "now": 1500000000000 }\n:TEMPLATE\nx\n:JSON\n{}\n:OUTPUT\nx\n');
    expect(parsed.status === 'ok' && parsed.spec).toMatchObject({ locale: 'fr-FR', now: 1500000000000 });
  });

  it('takes locale, now and preprocess from :PROPERTIES (key=value or key: value)', () => {
    const props = ':PROPERTIES\n# a comment\nlocale: de-DE\nnow=1600006863000\npreprocess=true\n\n';
    const parsed = parseSpec(`${props}:TEMPLATE\nx\n:JSON\n{}\n:OUTPUT\nx\n`);
    expect(parsed.status === 'ok' && parsed.spec).toMatchObject({ locale: 'de-DE', now: 1600006863000, preprocess: true });
    const off = parseSpec(':PROPERTIES\npreprocess=false\n:TEMPLATE\nx\n:JSON\n{}\n:OUTPUT\nx\n');
    expect(off.status === 'ok' && off.spec.preprocess).toBe(false);
  });

  it('renders with {} when an output spec has no :JSON', () => {
    const parsed = parseSpec(':TEMPLATE\nplain\n:OUTPUT\nplain\n');
    expect(parsed.status === 'ok' && parsed.spec.json).toEqual({});
  });

  it('reports files that are not specs, to be skipped', () => {
    expect(parseSpec('# notes\nno sections here\n').status).toBe('not-a-spec');
    expect(parseSpec(':JSON\n{}\n:OUTPUT\nx\n').status).toBe('not-a-spec');
    expect(parseSpec(':TEMPLATE\nx\n').status).toBe('not-a-spec');
  });

  it('reports malformed sections as invalid, naming the section', () => {
    const badJson = parseSpec(':TEMPLATE\nx\n:JSON\n{nope\n:OUTPUT\nx\n');
    expect(badJson).toMatchObject({ status: 'invalid', kind: 'output' });
    expect(badJson.status === 'invalid' && badJson.reason).toMatch(/^:JSON is not valid JSON/);

    const badPartials = parseSpec(':TEMPLATE\nx\n:JSON\n{}\n:PARTIALS\n["a"]\n:OUTPUT\nx\n');
    expect(badPartials.status === 'invalid' && badPartials.reason).toMatch(/:PARTIALS must be a JSON object/);

    const badPartial = parseSpec(':TEMPLATE\nx\n:JSON\n{}\n:PARTIALS\n{"a": 1}\n:OUTPUT\nx\n');
    expect(badPartial.status === 'invalid' && badPartial.reason).toMatch(/"a" must be a string/);

    const badNow = parseSpec(':PROPERTIES\nnow=soon\n:TEMPLATE\nx\n:JSON\n{}\n:OUTPUT\nx\n');
    expect(badNow.status === 'invalid' && badNow.reason).toMatch(/now must be epoch milliseconds/);

    const badAst = parseSpec(':TEMPLATE\nx\n:JSON\n[17,\n');
    expect(badAst).toMatchObject({ status: 'invalid', kind: 'ast' });
  });
});
