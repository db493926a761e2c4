import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCAL_POINT, focalPointText } from '../../../domain/content/focal-point.js';

describe('focalPointText', () => {
  it('defaults to the centre', () => {
    expect(DEFAULT_FOCAL_POINT).toBe('0.5,0.5');
    expect(focalPointText(undefined)).toBe('0.5,0.5');
  });

  it('prints x,y', () => {
    expect(focalPointText({ x: 0.3, y: 0.7 })).toBe('0.3,0.7');
    expect(focalPointText({ x: 0, y: 1 })).toBe('0,1');
  });

  it('centres a coordinate that is not a number', () => {
    expect(focalPointText({ x: Number.NaN, y: 0.2 })).toBe('0.5,0.2');
    expect(focalPointText({ y: 0.2 })).toBe('0.5,0.2');
  });
});
