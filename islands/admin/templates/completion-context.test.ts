import { describe, expect, it } from 'vitest';
import { completionNeed, pathOptions } from './completion-context.js';

const at = (text: string) => ({ source: text.replace('^', ''), pos: text.indexOf('^') });
const need = (text: string) => {
  const { source, pos } = at(text);
  return completionNeed(source, pos);
};

describe('what the template editor completes', () => {
  it('completes a formatter name after |, and nothing in its arguments', () => {
    expect(need('<p>{title|ht^}</p>')).toEqual({ kind: 'formatter', from: 10 });
    expect(need('{publishOn|date %Y^}')).toBeUndefined();
  });

  it('completes instructions and predicates after {., predicates and paths after {.if', () => {
    expect(need('{.sec^')).toEqual({ kind: 'instruction', from: 2 });
    expect(need('{.if ^')).toMatchObject({ kind: 'path', base: [], predicates: true });
    expect(need('{.if a || b^')).toMatchObject({ kind: 'path', base: [], predicates: false });
  });

  it('completes data paths in variables and section names, not in comments or text', () => {
    expect(need('{item.ti^')).toEqual({ kind: 'path', from: 6, base: ['item'], predicates: false });
    expect(need('{.repeated section ite^')).toMatchObject({ kind: 'path', base: [] });
    expect(need('{# item.^')).toBeUndefined();
    expect(need('{done} text^')).toBeUndefined();
  });

  it('offers the keys of the scopes the sections open, innermost first', () => {
    const context = { website: { siteTitle: 'Fern' }, items: [{ title: 'A', author: { displayName: 'Kim' } }], collection: { title: 'Journal' } };
    const source = '{.section items}{.repeated section @}{author.}{.end}{.end}{';
    const inRepeated = source.indexOf('{author.') + '{author.'.length;
    expect(pathOptions(source, inRepeated, context, ['author'])).toEqual([{ key: 'displayName', type: 'string' }]);
    const keys = pathOptions(source, source.indexOf('{author.') + 1, context, []).map((o) => o.key);
    expect(keys.slice(0, 2)).toEqual(['title', 'author']);
    expect(keys).toContain('website');
    expect(pathOptions(source, source.length, context, []).map((o) => o.key)).toEqual(['website', 'items', 'collection']);
    expect(pathOptions(source, source.length, context, ['items'])).toEqual([
      { key: 'title', type: 'string' },
      { key: 'author', type: 'object' },
    ]);
  });
});
