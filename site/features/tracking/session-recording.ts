/**
 * The server's side of session recording (domain/tracking/session-recording.ts): the recording
 * service's id from `SESSION_RECORDING_ID` (none configured, or one that is not a plain id: the
 * mock id, so browsers skip recording), and the block a page carries while the owner's toggle is
 * on (website settings → Tracking: `featureFlags.sessionRecording`, `sessionRecordingSampleRate`).
 */
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import { MOCK_RECORDING_ID, type SessionRecordingConfig } from '../../../domain/tracking/session-recording.js';

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

/** The page's recording block: only while the toggle is on (the stored `website` part, read through its one view). */
export function sessionRecordingConfig(website: unknown): SessionRecordingConfig | undefined {
  const settings = readWebsiteSettings(website);
  return settings.sessionRecording ? { enabled: true, sampleRate: settings.sessionRecordingSampleRate } : undefined;
}
