/** The map provider without a network: matches the gazetteer's names and addresses, accents and case ignored. */
import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction } from '../../../domain/maps/place.js';
import { GAZETTEER } from './gazetteer.js';
import type { MapProvider } from './provider.js';

const fold = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function matches(place: PlaceDetails, words: readonly string[]): boolean {
  const haystack = fold(`${place.name} ${place.formattedAddress}`);
  return words.every((word) => haystack.includes(word));
}

const prediction = (place: PlaceDetails): PlacePrediction => ({
  placeId: place.placeId,
  description: `${place.name}, ${place.formattedAddress}`,
  mainText: place.name,
  secondaryText: place.formattedAddress,
});

export const offlineMapProvider: MapProvider = {
  name: 'offline',
  autocomplete(input) {
    const words = fold(input).split(/[\s,]+/).filter(Boolean);
    if (words.length === 0) return Promise.resolve([]);
    return Promise.resolve(GAZETTEER.filter((p) => matches(p, words)).slice(0, MAX_PREDICTIONS).map(prediction));
  },
  details(placeId) {
    return Promise.resolve(GAZETTEER.find((p) => p.placeId === placeId));
  },
};
