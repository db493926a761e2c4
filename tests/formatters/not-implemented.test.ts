import { describe, expect, it } from 'vitest';
import { ErrorCode, render } from '../../library/index.js';
import { NOT_IMPLEMENTED, notImplemented } from '../../formatters/not-implemented.js';

describe('formatters not implemented yet', () => {
  it('is an empty list now that every name the language has is implemented', () => {
    expect(NOT_IMPLEMENTED).toEqual([]);
    const { html, errors } = render('[{@|datetimefield}][{@|moneyFormat}][{@|unit}]', {});
    expect(html).toBe('[][][]');
    expect(errors).toEqual([]);
  });

  it('a placeholder prints nothing and says so', () => {
    const { html, errors } = render('[{@|someday}]', {}, { formatters: [notImplemented('someday')] });
    expect(html).toBe('[]');
    expect(errors.map((e) => [e.code, e.column, e.message])).toEqual([
      [ErrorCode.FormatterNotImplemented, 2, "Formatter 'someday' is not implemented yet"],
    ]);
  });
});
