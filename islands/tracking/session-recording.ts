/**
 * Session recording in the browser (a chunk of its own, loaded by main.ts only where the page
 * carries the block, i.e. the owner's toggle is on, and the device has 3 or more cores): the
 * session's sampling decision, then the id call, then the decision rule of
 * domain/tracking/session-recording.ts over all four conditions; a recording starts only when it
 * says yes. A sampled-out session never makes the id call.
 */
import { enoughCores, readRecordingConfig, RECORDING_ID_PATH, shouldRecord } from '../../domain/tracking/session-recording.js';
import { apiRequest } from '../shared/api-request.js';
import { ownRecorder, type RecordingProvider } from './recording-provider.js';
import { sessionSampled } from './recording-sample.js';
import { storageOf } from './visitor-storage.js';

export interface RecordingWorld {
  cores: number | undefined;
  storage: Storage | undefined;
  draw: () => number;
  now: number;
  fetchId: () => Promise<string | undefined>;
  provider: RecordingProvider;
}

const browserWorld = (): RecordingWorld => ({
  cores: navigator.hardwareConcurrency,
  storage: storageOf('session', (message) => console.warn(message)),
  draw: Math.random,
  now: Date.now(),
  fetchId: async () => {
    const result = await apiRequest<unknown>(RECORDING_ID_PATH);
    return result.ok && typeof result.data === 'string' ? result.data : undefined;
  },
  provider: ownRecorder,
});

/** Starts recording when every condition holds; answers whether it did. */
export async function startSessionRecording(blockText: string | null, sessionId: string, world: RecordingWorld = browserWorld()): Promise<boolean> {
  const config = readRecordingConfig(blockText);
  if (!config?.enabled) return false;
  if (!enoughCores(world.cores)) return false;
  const sampled = sessionSampled(world.storage, config.sampleRate, world.draw, world.now);
  if (!sampled) return false;
  const id = await world.fetchId();
  if (id === undefined || !shouldRecord({ cores: world.cores, toggleOn: config.enabled, sampled, id })) return false;
  world.provider.start({ id, sessionId });
  return true;
}
