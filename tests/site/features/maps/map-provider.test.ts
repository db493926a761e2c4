import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../site/edge/api-error.js';
import { MAPS_NOT_CONFIGURED_MESSAGE, mapProvider } from '../../../../site/features/maps/map-provider.js';
import { offlineMapProvider } from '../../../../site/features/maps/offline-provider.js';

describe('the configured map provider', () => {
  it('is a clear 503 naming MAP_PROVIDER when none is configured', () => {
    expect(() => mapProvider({})).toThrow(MAPS_NOT_CONFIGURED_MESSAGE);
    try {
      mapProvider({});
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(503);
    }
  });

  it('names an unknown provider and the ones there are', () => {
    expect(() => mapProvider({ MAP_PROVIDER: 'toString' })).toThrow('MAP_PROVIDER "toString" is not a map provider: use one of offline.');
  });

  it('is the offline gazetteer for MAP_PROVIDER=offline', () => {
    expect(mapProvider({ MAP_PROVIDER: 'offline' }).name).toBe('offline');
  });
});

describe('the offline provider', () => {
  it('matches every word, accents and case aside, at most five suggestions', async () => {
    expect((await offlineMapProvider.autocomplete('sagrada familia')).map((p) => p.placeId)).toEqual(['offline:sagrada-familia']);
    expect((await offlineMapProvider.autocomplete('  ')).length).toBe(0);
    expect((await offlineMapProvider.autocomplete('a')).length).toBe(5);
  });

  it('knows a suggestion’s details, and nothing of other ids', async () => {
    expect(await offlineMapProvider.details('offline:louvre')).toMatchObject({ name: 'Louvre Museum', location: { lat: 48.8606, lng: 2.3376 } });
    expect(await offlineMapProvider.details('__proto__')).toBeUndefined();
  });
});
