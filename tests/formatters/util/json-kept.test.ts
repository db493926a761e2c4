import { describe, expect, it } from 'vitest';
import { json } from '../../../formatters/json.js';
import { scriptSafeJson } from '../../../formatters/util/json-text.js';
import { jsonSize } from '../../../formatters/util/json-size.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

/** A scope that counts the work it is told of and has `room` characters of output left. */
function countingScope(room = 1_000_000): ReturnType<typeof fakeScope> & { worked: number } {
  const scope = Object.assign(fakeScope(), { worked: 0 });
  scope.work = (steps: number) => {
    scope.worked += steps;
  };
  scope.outputRoom = () => room;
  return scope;
}

/**
 * Prints `value` with the json formatter twice (the second from the kept text when it may be):
 * both as JSON.stringify prints it now, and both counted as the size bound counts it.
 */
function printsAsNew(value: object): string {
  const texts = [0, 1].map(() => {
    const scope = countingScope();
    const text = format(json, value, [], scope) as string;
    expect(scope.worked).toBe(jsonSize(value, 1_000_000));
    return text;
  });
  expect(texts[0]).toBe(scriptSafeJson(value));
  expect(texts[1]).toBe(texts[0]);
  return texts[1] as string;
}

describe('json, texts kept for unchanged data (json-kept.ts)', () => {
  it('gives the same text again for unchanged data, script-safe', () => {
    const variants = [{ id: 'v1', attributes: { Größe: 'M' }, price: 1600, onSale: false, note: '</script><!--' }];
    expect(printsAsNew(variants)).toBe('[{"id":"v1","attributes":{"Größe":"M"},"price":1600,"onSale":false,"note":"<\\/script>\\u003c!--"}]');
  });

  it('prints data changed since, at any depth and of any kind of change', () => {
    const data: Record<string, unknown> = { a: { b: [1, 2, { c: 'x' }] }, d: true };
    printsAsNew(data);
    const changes: ((d: Record<string, unknown>) => void)[] = [
      (d) => (((d.a as { b: unknown[] }).b[2] as { c: string }).c = 'y'),
      (d) => (d as { a: { b: unknown[] } }).a.b.push(3),
      (d) => ((d as { a: { b: unknown[] } }).a.b.length = 1),
      (d) => (d.e = null),
      (d) => delete d.d,
      (d) => (d.d = true), // the same key again, now last: another order
      (d) => (d.a = { b: [1] }), // another object with the same text
      (d) => (d.n = -0),
      (d) => (d.n = NaN),
      (d) => (d.u = undefined),
      (d) => (d.a = ['<', undefined, , 1e21]), // a hole prints as null
      (d) => (d.a = '[]'),
    ];
    for (const change of changes) {
      change(data);
      printsAsNew(data);
    }
  });

  it('prints values with toJSON, other prototypes or no prototype as JSON.stringify does, changed or not', () => {
    const when = new Date(Date.UTC(2026, 0, 2));
    const withDate = { when, list: [when] };
    printsAsNew(withDate);
    when.setTime(Date.UTC(2027, 5, 6));
    expect(printsAsNew(withDate)).toContain('2027-06-06');

    class Point {
      constructor(public x: number) {}
    }
    const point = new Point(1);
    const holder = { point };
    printsAsNew(holder);
    point.x = 2;
    expect(printsAsNew(holder)).toBe('{"point":{"x":2}}');

    const bare = Object.create(null) as Record<string, unknown>;
    bare.k = 'v';
    printsAsNew(bare);
    bare.k = 'w';
    expect(printsAsNew(bare)).toBe('{"k":"w"}');
  });

  it('refuses kept data once it no longer fits in the output left, as the first time', () => {
    const data = { text: 'x'.repeat(100) };
    printsAsNew(data);
    const scope = countingScope(50);
    expect(() => format(json, data, [], scope)).toThrow(/longer than the 50 characters/);
    expect(scope.worked).toBe(jsonSize(data, 50));
  });

  it('stops comparing data that loops since it was kept, and the bound refuses it', () => {
    const data: Record<string, unknown> = { a: { b: 1 } };
    printsAsNew(data);
    (data.a as Record<string, unknown>).b = data;
    expect(() => format(json, data, [], countingScope(1000))).toThrow(/longer than the 1000 characters/);
  });

  it('prints data too long to keep every time', () => {
    const long = Array.from({ length: 30_000 }, (_, i) => i);
    printsAsNew(long);
    long[29_999] = -1;
    expect(printsAsNew(long).endsWith(',-1]')).toBe(true);
  });
});
