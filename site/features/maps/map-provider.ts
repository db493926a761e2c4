/**
 * The map service (provider.ts) behind the map calls and the map block's editor: a provider answering
 * autocomplete (suggestions for what the owner types) and details (a suggestion's address and
 * position). `MAP_PROVIDER` chooses it: `offline` is the built-in gazetteer (tests, demos, no
 * network); unset, the calls answer 503 naming the setting. A hosted provider plugs in here.
 */
import { ApiError } from '../../edge/api-error.js';
import { offlineMapProvider } from './offline-provider.js';
import type { MapProvider } from './provider.js';

export const MAP_PROVIDERS: Readonly<Record<string, MapProvider>> = { offline: offlineMapProvider };

export const MAPS_NOT_CONFIGURED_MESSAGE = 'No map provider is configured. Set MAP_PROVIDER (offline: the built-in gazetteer).';

/** The configured provider, or a 503 naming the setting (an unknown name is named too). */
export function mapProvider(env: Readonly<Record<string, string | undefined>> = process.env): MapProvider {
  const name = env['MAP_PROVIDER'];
  if (name === undefined || name === '') throw new ApiError(503, 'maps-not-configured', MAPS_NOT_CONFIGURED_MESSAGE);
  const provider = Object.hasOwn(MAP_PROVIDERS, name) ? MAP_PROVIDERS[name] : undefined;
  if (!provider) throw new ApiError(503, 'maps-not-configured', `MAP_PROVIDER "${name.slice(0, 40)}" is not a map provider: use one of ${Object.keys(MAP_PROVIDERS).join(', ')}.`);
  return provider;
}
