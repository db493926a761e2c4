import { describe, expect, it } from 'vitest';
import { ErrorCode, render } from '../../engine/index.js';

describe('formatters not implemented yet', () => {
  it('print nothing and say so', () => {
    const { html, errors } = render('[{@|datetimefield}][{@|moneyFormat}]', {});
    expect(html).toBe('[][]');
    expect(errors.map((e) => [e.code, e.column])).toEqual([
      [ErrorCode.FormatterNotImplemented, 2],
      [ErrorCode.FormatterNotImplemented, 21],
    ]);
    expect(errors[0]?.message).toBe("Formatter 'datetimefield' is not implemented yet");
  });
});
