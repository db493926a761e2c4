import { describe, expect, it } from 'vitest';
import { SliceName } from '../../../domain/enums/slice-name.js';

describe('SliceName', () => {
  it('has the twenty slice names', () => {
    expect(SliceName.names).toHaveLength(20);
    expect(SliceName.has('sub-heading')).toBe(true);
    expect(SliceName.has('temp-lock-inject')).toBe(true);
  });
});
