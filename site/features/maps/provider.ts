import type { PlaceDetails, PlacePrediction } from '../../../domain/maps/place.js';

/** What a map service answers: autocomplete (suggestions for what the owner types) and a suggestion's details. */
export interface MapProvider {
  readonly name: string;
  autocomplete(input: string): Promise<PlacePrediction[]>;
  /** Undefined when the provider knows no such place. */
  details(placeId: string): Promise<PlaceDetails | undefined>;
}
