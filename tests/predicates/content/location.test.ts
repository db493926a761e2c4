import { describe, expect, it } from 'vitest';
import { location } from '../../../predicates/content/location.js';
import { check } from '../../helpers/fake-scope.js';

describe('location?', () => {
  it('needs both coordinates, zero counting', () => {
    expect(check(location, { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(check(location, { location: { mapLat: 1 } })).toBe(false);
    expect(check(location, {})).toBe(false);
  });
});
