/**
 * The server's side of session recording (domain/tracking/session-recording.ts): the recording
 * service's id from `SESSION_RECORDING_ID` (none configured, or one that is not a plain id: the
 * mock id, so browsers skip recording), and the block a page carries while the owner's toggle is
 * on (website settings → Tracking: `featureFlags.sessionRecording`, `sessionRecordingSampleRate`).
 */
import type { JsonObject } from '../../../domain/json-object.js';
import { isJsonObject } from '../../../domain/json-object.js';
import {
  DEFAULT_SAMPLE_RATE,
  MOCK_RECORDING_ID,
  SAMPLE_RATE_KEY,
  SESSION_RECORDING_FLAG,
  sampleRateOf,
  type SessionRecordingConfig,
} from '../../../domain/tracking/session-recording.js';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,100}$/;
let warned = false;

/** The id `GET /api/commerce/fullstory/getId` answers. */
export function recordingId(env: NodeJS.ProcessEnv = process.env): string {
  const id = env['SESSION_RECORDING_ID']?.trim();
  if (id === undefined || id === '') return MOCK_RECORDING_ID;
  if (PLAIN_ID.test(id)) return id;
  if (!warned) console.warn('[tracking] SESSION_RECORDING_ID must be 1–100 letters, digits, ".", "_", ":" or "-"; session recording is off');
  warned = true;
  return MOCK_RECORDING_ID;
}

/** Whether the owner turned session recording on. */
export function sessionRecordingOn(website: JsonObject): boolean {
  const flags = website['featureFlags'];
  return isJsonObject(flags) && flags[SESSION_RECORDING_FLAG] === true;
}

/** The share of sessions recorded (the default when never set). */
export function sampleRateOfWebsite(website: JsonObject): number {
  return sampleRateOf(website[SAMPLE_RATE_KEY]) ?? DEFAULT_SAMPLE_RATE;
}

/** The page's recording block: only while the toggle is on. */
export function sessionRecordingConfig(website: JsonObject): SessionRecordingConfig | undefined {
  return sessionRecordingOn(website) ? { enabled: true, sampleRate: sampleRateOfWebsite(website) } : undefined;
}
