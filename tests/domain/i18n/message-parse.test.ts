import { describe, expect, it } from 'vitest';
import { MAX_NESTING, parseMessage } from '../../../domain/i18n/message-parse.js';

describe('parseMessage', () => {
  it('splits text and simple arguments', () => {
    expect(parseMessage('Hi {0}, {name}!')).toEqual([
      'Hi ',
      { kind: 'arg', names: ['0'], formatter: undefined, options: [], branches: [] },
      ', ',
      { kind: 'arg', names: ['name'], formatter: undefined, options: [], branches: [] },
      '!',
    ]);
  });

  it('reads formatter options and several argument names', () => {
    expect(parseMessage('{0;1 datetime-interval yMMMd}')).toEqual([
      { kind: 'arg', names: ['0', '1'], formatter: 'datetime-interval', options: ['yMMMd'], branches: [] },
    ]);
    expect(parseMessage('{1 unit in:byte compact:bytes}')[0]).toMatchObject({ formatter: 'unit', options: ['in:byte', 'compact:bytes'] });
  });

  it('reads plural branches with # and nested arguments', () => {
    const [arg] = parseMessage('{0 plural one{# item} =0{none} other{{1} and # more}}');
    expect(arg).toMatchObject({ formatter: 'plural', branches: [{ key: 'one' }, { key: '=0' }, { key: 'other' }] });
    if (typeof arg !== 'object' || arg.kind !== 'arg') throw new Error('not an argument');
    expect(arg.branches[0]?.message).toEqual([{ kind: 'hash' }, ' item']);
    expect(arg.branches[2]?.message[0]).toMatchObject({ kind: 'arg', names: ['1'] });
  });

  it('keeps # as text outside plurals and unbalanced braces as text', () => {
    expect(parseMessage('# {0')).toEqual(['# {0']);
    expect(parseMessage('a } b')).toEqual(['a } b']);
  });
});

describe('parseMessage limits', () => {
  it('keeps plurals nested too deep as plain arguments', () => {
    const deep = '{0 plural other{'.repeat(MAX_NESTING + 5) + 'x' + '}}'.repeat(MAX_NESTING + 5);
    let part = parseMessage(deep)[0];
    let depth = 0;
    while (typeof part === 'object' && part.kind === 'arg' && part.branches.length > 0) {
      part = part.branches[0]?.message[0];
      depth++;
    }
    expect(depth).toBe(MAX_NESTING);
  });

  it('parses long and unbalanced messages in linear time', () => {
    const start = performance.now();
    parseMessage('{'.repeat(200_000) + '}'.repeat(100_000));
    parseMessage('{0 plural other{'.repeat(10_000));
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
