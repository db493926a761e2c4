import { describe, expect, it } from 'vitest';
import { enumeration, nameEnumeration } from '../../../domain/enums/enumeration.js';

describe('enumeration', () => {
  const Color = enumeration({ red: 1, 'light-blue': 2 });

  it('looks values up by name and names by value', () => {
    expect(Color.valueOf('light-blue')).toBe(2);
    expect(Color.nameOf(1)).toBe('red');
    expect(Color.byName.red).toBe(1);
  });

  it('keeps the order given', () => {
    expect(Color.names).toEqual(['red', 'light-blue']);
    expect(Color.values).toEqual([1, 2]);
  });

  it('knows nothing outside the table, inherited names included', () => {
    for (const name of ['blue', 'constructor', '__proto__', 'toString', '']) {
      expect(Color.valueOf(name)).toBeUndefined();
      expect(Color.has(name)).toBe(false);
    }
    for (const value of [0, 3, '1', null, undefined]) expect(Color.nameOf(value)).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Color.byName)).toBe(true);
    expect(Object.isFrozen(Color.names)).toBe(true);
  });

  it('can be a set of names valued by themselves', () => {
    const Unit = nameEnumeration(['WEEK', 'MONTH']);
    expect(Unit.valueOf('MONTH')).toBe('MONTH');
    expect(Unit.nameOf('WEEK')).toBe('WEEK');
    expect(Unit.nameOf('week')).toBeUndefined();
  });
});
