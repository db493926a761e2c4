import { describe, expect, it } from 'vitest';
import { builtins, ErrorCode, Template } from '../../library/index.js';
import type { FormatterDef } from '../../engine/index.js';

const shout: FormatterDef = { name: 'shout', apply: (value) => String(value).toUpperCase() };

describe('what one engine shares across templates', () => {
  it('renders a partial given with a new source under the same name with the new source', () => {
    const registry = builtins.extend();
    const page = new Template('<p>{@|apply card}</p>', registry);
    const other = new Template('<div>{@|apply card}</div>', registry);
    expect(page.render({ name: 'Mug' }, { partials: { card: '{name}' } }).html).toBe('<p>Mug</p>');
    expect(other.render({ name: 'Mug' }, { partials: { card: '{name}' } }).html).toBe('<div>Mug</div>');
    expect(page.render({ name: 'Mug' }, { partials: { card: '<b>{name}</b>' } }).html).toBe('<p><b>Mug</b></p>');
    expect(other.render({ name: 'Mug' }, { partials: { card: '{name}!' } }).html).toBe('<div>Mug!</div>');
  });

  it('reports a shared partial’s errors under the name each template gives it', () => {
    const registry = builtins.extend();
    const source = '{.section a}';
    const first = new Template('{@|apply one}', registry).render({}, { partials: { one: source } });
    const second = new Template('{@|apply two}', registry).render({}, { partials: { two: source } });
    expect(first.errors.map((e) => e.message)).toEqual([expect.stringContaining("Partial 'one' has errors")]);
    expect(second.errors.map((e) => e.message)).toEqual([expect.stringContaining("Partial 'two' has errors")]);
  });

  it('parses tags and partials again once a formatter is registered', () => {
    const registry = builtins.extend();
    const before = new Template('{x|shout} {@|apply loud}', registry).render({ x: 'hi' }, { partials: { loud: '{x|shout}' } });
    expect(before.html).toBe('{x|shout} {x|shout}');
    expect(before.errors.map((e) => e.code)).toContain(ErrorCode.PartialParseFailure);
    registry.addFormatter(shout);
    const after = new Template('{x|shout} {@|apply loud}', registry).render({ x: 'hi' }, { partials: { loud: '{x|shout}' } });
    expect(after.html).toBe('HI HI');
    expect(after.errors).toEqual([]);
  });

  it('gives each template its own syntax tree where a tag repeats', () => {
    const a = new Template('{.section a}{b|html}{.end}', builtins);
    const b = new Template('xx{.section a}{b|html}{.end}', builtins);
    expect(a.ast.body[0]).toMatchObject({ type: 'section', start: 0, end: 12, body: [{ type: 'variable', start: 12, end: 20 }] });
    expect(b.ast.body[1]).toMatchObject({ type: 'section', start: 2, end: 14, body: [{ type: 'variable', start: 14, end: 22 }] });
    expect(b.ast.body[1]).not.toBe(a.ast.body[0]);
    expect((b.ast.body[1] as { body: unknown[] }).body).not.toBe((a.ast.body[0] as { body: unknown[] }).body);
  });

  it('places a repeated tag and its errors where each template has them, on first, second and later sightings', () => {
    const registry = builtins.extend();
    const source = (pad: string) => `${pad}{.section a}{b|nope}{c|html}{.end}`;
    // The tags of a source are kept from its third compile on; the padded sources then read them from the cache.
    for (const pad of ['', '', '', '', 'x', '\nyy', 'zzz']) {
      const template = new Template(source(pad), registry);
      const at = pad.length;
      expect(template.ast.body.at(-1)).toMatchObject({ type: 'section', start: at, end: at + 12, body: [{ type: 'text' }, { type: 'variable', start: at + 20, end: at + 28 }] });
      const line = pad.split('\n').length;
      const column = at - (pad.lastIndexOf('\n') + 1) + 16; // `nope` is 15 characters into the section's tag
      expect(template.errors.map((e) => [e.code, e.line, e.column])).toEqual([[ErrorCode.UnknownFormatter, line, column]]);
    }
  });

  it('gives every compile of sources compiled again and again the tree a fresh engine gives', () => {
    const registry = builtins.extend();
    const sources = ['{.section a}{b}{.end}', '<p>{.section a}{b}{.end}</p>', '{.if c}{d|html}{.end}', 'x{.if c}{d|html}{.end}'];
    const fresh = (source: string) => new Template(source, builtins.extend()).ast;
    for (let round = 0; round < 4; round++) {
      for (const source of sources) expect(new Template(source, registry).ast).toEqual(fresh(source));
    }
  });

  it('reads a one-path {.if} or {.section} of a new source into the tree the tag parser gives', () => {
    const tags = ['{.if a}', '{.if a.b-c}', '{.if a.0}', '{.if  a}', '{.if a }', '{.if a||b}', '{.section a.b}', '{.section a}', '{.section  a}', '{.sectionx a}', '{.if equal? a b}', '{.section 0a}'];
    const source = tags.map((t) => `x${t}y{.end}`).join('\n');
    const registry = builtins.extend();
    const first = new Template(source, registry);
    for (let i = 0; i < 3; i++) new Template(source, registry);
    const kept = new Template(source, registry);
    expect(first.ast).toEqual(kept.ast);
    expect(first.errors.map((e) => e.format())).toEqual(kept.errors.map((e) => e.format()));
    expect(first.render({ a: { b: 1, 'b-c': 2, 0: 3 } }).html).toBe(kept.render({ a: { b: 1, 'b-c': 2, 0: 3 } }).html);
  });
});
