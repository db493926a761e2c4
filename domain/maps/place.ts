/**
 * What a map provider answers (site/features/maps/map-provider.ts) and the map calls pass on
 * (`GET /api/google-maps/places/autocomplete?input=` → `{ predictions }`, `GET
 * /api/google-maps/places/details?placeId=` → `{ result }`), read by the map block's settings.
 */
export interface PlacePrediction {
  placeId: string;
  /** The whole suggestion, e.g. "British Museum, Great Russell St, London". */
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  location: LatLng;
}

export interface AutocompleteAnswer {
  predictions: PlacePrediction[];
}

export interface DetailsAnswer {
  result: PlaceDetails;
}

export const MAP_ZOOM = { min: 1, max: 20, default: 14 } as const;
export const MAX_PLACE_QUERY = 200;
export const MAX_PREDICTIONS = 5;
