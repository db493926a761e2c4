import { describe, expect, it } from 'vitest';
import { compile, render } from '../../library/index.js';

describe('warnings for what prints nothing', () => {
  it('warns when money is given something that is not money, at the variable, without an error', () => {
    const result = render('<p>\n  {price|money}</p>', { price: 12 });
    expect(result.html).toBe('<p>\n  </p>');
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => [w.code, w.severity, w.line, w.column, w.message])).toEqual([
      ['not-money', 'warning', 2, 3, 'money prints nothing for 12: it needs {decimalValue, currencyCode}'],
    ]);
    expect(result.warnings[0]?.format()).toMatch(/^<template>:2:3: warning: money prints nothing for 12/);
  });

  it('does not warn for real money', () => {
    expect(render('{p|money}', { p: { decimalValue: '1.50', currencyCode: 'USD' } }).warnings).toEqual([]);
  });

  it('warns when date is given a missing value', () => {
    const result = render('{when|date %Y}', {});
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(['missing-date']);
    expect(render('{when|date %Y}', { when: 0 }).warnings).toEqual([]);
  });

  it('never stops a strict render, and reports each place once', () => {
    const template = compile('{.repeated section xs}{@|money}{.end}', { strict: true });
    const result = template.render({ xs: [1, 2, 3] }, { strict: true });
    expect(result.warnings).toHaveLength(3);
    expect(new Set(result.warnings.map((w) => w.message)).size).toBe(3);
    expect(template.render({ xs: [1, 1] }).warnings).toHaveLength(1);
  });

  it('serialise with their severity', () => {
    const [warning] = render('{x|money}', {}).warnings;
    expect(JSON.parse(JSON.stringify(warning))).toEqual({
      code: 'not-money',
      message: 'money prints nothing for a missing value: it needs {decimalValue, currencyCode}',
      line: 1,
      column: 1,
      severity: 'warning',
    });
  });
});
