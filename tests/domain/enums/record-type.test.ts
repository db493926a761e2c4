import { describe, expect, it } from 'vitest';
import { RecordType } from '../../../domain/enums/record-type.js';

describe('RecordType', () => {
  it('has the record types', () => {
    expect(RecordType.valueOf('store-item')).toBe(11);
    expect(RecordType.nameOf(14)).toBe('gallery');
    expect(RecordType.nameOf(54)).toBe('kbarticle');
    expect(RecordType.valueOf('undefined')).toBe(-1);
    expect(RecordType.names).toHaveLength(22);
  });
});
