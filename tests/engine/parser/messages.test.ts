import { describe, expect, it } from 'vitest';
import { compile } from '../../../library/index.js';
import { editDistance, suggest } from '../../../engine/suggest.js';

const errors = (source: string) => compile(source).errors.map((e) => ({ message: e.message, line: e.line, column: e.column, code: e.code }));
const messages = (source: string) => compile(source).errors.map((e) => e.message);

describe('did you mean', () => {
  it('names the closest formatter, predicate or instruction', () => {
    expect(messages('{title|htlm}')).toEqual(["Unknown formatter 'htlm'; did you mean 'html'?"]);
    expect(messages('{.eqaul? a 1}{.end}')).toEqual(["Unknown predicate 'eqaul?'; did you mean 'equal?'?"]);
    expect(messages('{.sectoin x}{.end}')).toEqual(["Unknown instruction '{.sectoin}'; did you mean '{.section}'?", '{.end} with no open block to close']);
    expect(messages('{.repeat section x}{.end}')[0]).toBe("Unknown instruction '{.repeat}'; did you mean '{.repeated}'?");
  });

  it('says nothing more when no name is close', () => {
    expect(messages('{x|zzzzzzzz}')).toEqual(["Unknown formatter 'zzzzzzzz'"]);
    expect(messages('{.frobnicate}')).toEqual(["Unknown instruction '{.frobnicate}'"]);
  });

  it('counts edits, swaps included, and ignores case', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(suggest('HTML', ['html', 'json'])).toBe('html');
    expect(suggest('x', ['html'])).toBeUndefined();
  });
});

describe('blocks left open', () => {
  it('points at the block whose {.end} is missing, judged by indentation', () => {
    const source = ['{.section a}', '  {.repeated section items}', '    {.if flag}', '      x', '  {.end}', '{.end}'].join('\n');
    expect(errors(source)).toEqual([
      {
        message: '{.if flag} is never closed: it needs an {.end} (the {.end} on line 5 looks meant for an outer block)',
        line: 3,
        column: 5,
        code: 'unclosed-block',
      },
    ]);
  });

  it('falls back to the innermost open block without indentation to go by', () => {
    expect(errors('{.section a}{.section b}x{.end}')).toEqual([
      { message: '{.section a} is never closed: it needs an {.end}', line: 1, column: 1, code: 'unclosed-block' },
    ]);
  });
});

describe('plain words', () => {
  it('names tags as they are written, not internal names', () => {
    expect(messages('x{.end}')).toEqual(['{.end} with no open block to close']);
    expect(messages('x{.or}y')).toEqual(['{.or} outside any block: it belongs inside a section, repeated section or predicate']);
    expect(messages('{.alternates with}')).toEqual(['{.alternates with} outside any block: it belongs inside a {.repeated section}']);
    expect(messages('{.section a}{.alternates with}{.end}')).toEqual(['{.alternates with} cannot be used inside {.section a}: only a {.repeated section} has one']);
    expect(messages('{.macro m}{.or}{.end}')).toEqual(['{.or} cannot be used inside {.macro m}']);
    expect(messages('{.section a}{.or}{.or}{.end}')).toEqual(['This {.or} can never render: a plain {.or} before it already catches every case']);
    for (const message of messages('{.end}{.or}{.section a}{.alternates with}{.macro m}{.or}')) {
      expect(message).not.toMatch(/\b(SECTION|REPEATED|PREDICATE|OR|END|MACRO|STRUCT|ALTERNATES)\b/);
    }
  });
});
