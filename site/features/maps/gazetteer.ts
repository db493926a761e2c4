/** The offline provider's places: a few well-known addresses, enough for tests and the demo. */
import type { PlaceDetails } from '../../../domain/maps/place.js';

const place = (placeId: string, name: string, formattedAddress: string, lat: number, lng: number): PlaceDetails => ({ placeId, name, formattedAddress, location: { lat, lng } });

export const GAZETTEER: readonly PlaceDetails[] = [
  place('offline:british-museum', 'British Museum', 'Great Russell St, London WC1B 3DG, United Kingdom', 51.5194, -0.127),
  place('offline:tate-modern', 'Tate Modern', 'Bankside, London SE1 9TG, United Kingdom', 51.5076, -0.0994),
  place('offline:eiffel-tower', 'Eiffel Tower', 'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France', 48.8584, 2.2945),
  place('offline:louvre', 'Louvre Museum', 'Rue de Rivoli, 75001 Paris, France', 48.8606, 2.3376),
  place('offline:brandenburg-gate', 'Brandenburg Gate', 'Pariser Platz, 10117 Berlin, Germany', 52.5163, 13.3777),
  place('offline:sagrada-familia', 'Sagrada Família', "C/ de Mallorca, 401, 08013 Barcelona, Spain", 41.4036, 2.1744),
  place('offline:colosseum', 'Colosseum', 'Piazza del Colosseo, 1, 00184 Roma RM, Italy', 41.8902, 12.4922),
  place('offline:rijksmuseum', 'Rijksmuseum', 'Museumstraat 1, 1071 XX Amsterdam, Netherlands', 52.36, 4.8852),
  place('offline:empire-state', 'Empire State Building', '20 W 34th St, New York, NY 10001, United States', 40.7484, -73.9857),
  place('offline:central-park', 'Central Park', 'New York, NY, United States', 40.7829, -73.9654),
  place('offline:golden-gate', 'Golden Gate Bridge', 'Golden Gate Bridge, San Francisco, CA, United States', 37.8199, -122.4783),
  place('offline:pike-place', 'Pike Place Market', '85 Pike St, Seattle, WA 98101, United States', 47.6097, -122.3422),
  place('offline:cn-tower', 'CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 43.6426, -79.3871),
  place('offline:opera-house', 'Sydney Opera House', 'Bennelong Point, Sydney NSW 2000, Australia', -33.8568, 151.2153),
  place('offline:te-papa', 'Te Papa', '55 Cable St, Wellington 6011, New Zealand', -41.2905, 174.7821),
];
