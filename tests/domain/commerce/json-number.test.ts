import { describe, expect, it } from 'vitest';
import { fieldFlag, fieldNumber } from '../../../domain/commerce/json-number.js';

describe('fieldNumber', () => {
  it.each([
    [3, 3],
    ['3', 3],
    ['2.5', 2.5],
    ['12abc', 12],
    ['abc', 0],
    [true, 1],
    [false, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('%j → %j', (value, expected) => {
    expect(fieldNumber(value)).toBe(expected);
  });
});

describe('fieldFlag', () => {
  it.each([
    [true, true],
    ['true', true],
    [1, true],
    [-2, true],
    [false, false],
    ['false', false],
    ['yes', false],
    [0, false],
    [1.5, false],
    [null, false],
    [undefined, false],
  ])('%j → %j', (value, expected) => {
    expect(fieldFlag(value)).toBe(expected);
  });
});
