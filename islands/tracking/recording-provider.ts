import type { Recording } from './recording.js';

/** What starts a recording once every condition holds (session-recording.ts): our own recorder by default. */
export interface RecordingProvider {
  start(recording: Recording): void;
}

/** Our own recorder (session-recorder.ts), loaded only when a recording starts. */
export const ownRecorder: RecordingProvider = {
  start(recording) {
    void import('./session-recorder.js').then(({ recordSession }) => recordSession(recording)).catch(() => undefined);
  },
};
