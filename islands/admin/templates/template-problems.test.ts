import { describe, expect, it } from 'vitest';
import { compileProblems, mergeProblems, offsetOf, serverProblems } from './template-problems.js';

describe('the problems the template editor shows', () => {
  it('are the engine compile errors, at their line, column and range', () => {
    const source = '<ul>\n  {.section items}\n  <li>{title|no-such-formatter}</li>\n</ul>';
    const problems = compileProblems(source, 'collections/blog.list');
    expect(problems.length).toBeGreaterThanOrEqual(2);
    const formatter = problems.find((p) => /no-such-formatter/.test(p.message));
    expect(formatter).toMatchObject({ line: 3, severity: 'error' });
    expect(source.slice(formatter?.from, formatter?.to)).toContain('no-such-formatter');
    expect(problems.some((p) => p.line === 2)).toBe(true);
    expect(compileProblems('{.section a}{b|html}{.end}', 'x')).toEqual([]);
  });

  it('place the server problems of the same file by line and column, without repeating the engine', () => {
    const source = 'one\ntwo <squarespace:query>\nthree';
    expect(offsetOf(source, 2, 5)).toBe(8);
    expect(offsetOf(source, 9, 1)).toBe(source.length);
    const server = serverProblems(source, 'site.region', [
      { file: 'site.region', line: 2, column: 5, message: 'query needs a collection' },
      { file: 'blocks/a.block', line: 1, column: 1, message: 'elsewhere' },
    ]);
    expect(server).toEqual([{ from: 8, to: 9, line: 2, column: 5, severity: 'error', message: 'query needs a collection' }]);
    expect(mergeProblems(server, server)).toHaveLength(1);
  });
});
