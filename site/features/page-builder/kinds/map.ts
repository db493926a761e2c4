/**
 * Map block: an address and a zoom, its position found through the map provider while the owner
 * edits (`/api/google-maps/places/…`, site/features/maps/) and stored with it. A visitor gets a
 * drawn map card (no tiles, no third-party script) with the address and a link to the place on
 * OpenStreetMap.
 */
import { z } from 'zod';
import { MAP_ZOOM } from '../../../../domain/maps/place.js';
import { mapStart } from '../../../../domain/layout/block-defaults.js';
import type { LiveBlockDefinition } from './live-block.js';
import { number, optionalText, text, whole } from './settings-fields.js';

export const mapSchema = z
  .object({
    address: text('The address', 300),
    name: optionalText('The place name', 200),
    zoom: whole('Zoom', MAP_ZOOM.min, MAP_ZOOM.max),
    placeId: optionalText('The place id', 200),
    location: z
      .object({ lat: number('The latitude', -90, 90), lng: number('The longitude', -180, 180) }, { invalid_type_error: 'The location must have a latitude and a longitude.' })
      .strict()
      .optional(),
  })
  .strict();
export type MapSettings = z.output<typeof mapSchema>;

/** OpenStreetMap at the place (with a marker) when its position is known, else its search for the address. */
export function mapLink(settings: MapSettings): string {
  if (settings.location) {
    const { lat, lng } = settings.location;
    return `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=${String(settings.zoom)}/${String(lat)}/${String(lng)}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(settings.address)}`;
}

export const mapBlock: LiveBlockDefinition<MapSettings> = {
  kind: 'map',
  settings: mapSchema as z.ZodType<MapSettings>,
  defaults: mapStart,
  data(settings) {
    // The drawn streets get denser as the owner zooms out: 2 to 8 lines each way.
    const lines = Math.max(2, Math.min(8, Math.round(10 - settings.zoom / 2.5)));
    const across = (size: number) => Array.from({ length: lines }, (_, i) => Math.round((size / (lines + 1)) * (i + 1)));
    return {
      address: settings.address,
      name: settings.name ?? null,
      zoom: settings.zoom,
      link: mapLink(settings),
      avenues: across(400),
      streets: across(250),
      ...(settings.location ? { location: { lat: settings.location.lat.toFixed(4), lng: settings.location.lng.toFixed(4) } } : {}),
    };
  },
};
