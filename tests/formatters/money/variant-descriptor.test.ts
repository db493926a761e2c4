import { describe, expect, it } from 'vitest';
import { variantDescriptor } from '../../../formatters/money/variant-descriptor.js';
import { format } from '../../helpers/fake-scope.js';

describe('variant-descriptor', () => {
  it('joins the option values', () => {
    expect(format(variantDescriptor, { optionValues: [{ value: 'red' }, { value: 42 }, {}] })).toBe('red / 42 / ');
  });

  it('prints nothing without option values', () => {
    expect(format(variantDescriptor, { optionValues: 'red' })).toBe('');
  });
});
