import { describe, expect, it } from 'vitest';
import { UsageError, parseCommandLine } from '../../cli/args.js';

describe('parseCommandLine', () => {
  it('reads render with its options', () => {
    expect(parseCommandLine(['render', 't.jsont', '-', '--partials', 'p', '--locale', 'fr-FR', '--now', '1000', '--strict'])).toEqual({
      command: 'render',
      template: 't.jsont',
      json: '-',
      partials: 'p',
      locale: 'fr-FR',
      now: 1000,
      strict: true,
      watch: false,
    });
  });

  it('reads test and check', () => {
    expect(parseCommandLine(['test', 'a', 'b', '--summary', '--floor', 'f.json'])).toEqual({
      command: 'test',
      paths: ['a', 'b'],
      summary: true,
      verbose: false,
      floor: 'f.json',
      json: false,
    });
    expect(parseCommandLine(['check', 'x.jsont', 'y.jsont'])).toEqual({ command: 'check', templates: ['x.jsont', 'y.jsont'] });
  });

  it('answers help', () => {
    expect(parseCommandLine(['help'])).toEqual({ command: 'help' });
    expect(parseCommandLine(['render', '--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['render', 'only-one']],
    [['render', 'a', 'b', 'c']],
    [['render', 'a', 'b', '--now', 'later']],
    [['render', 'a', 'b', '--now']],
    [['render', 'a', 'b', '--unknown']],
    [['test']],
    [['check']],
  ])('rejects %j', (argv) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
  });
});
