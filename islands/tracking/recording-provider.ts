/** What starts a recording once every condition holds (session-recording.ts): our own recorder by default. */
export interface Recording {
  /** The id the server answered (`GET /api/commerce/fullstory/getId`). */
  id: string;
  /** The visitor's session id (`ss_sid`). */
  sessionId: string;
}

export interface RecordingProvider {
  start(recording: Recording): void;
}

/** Our own recorder (session-recorder.ts), loaded only when a recording starts. */
export const ownRecorder: RecordingProvider = {
  start(recording) {
    void import('./session-recorder.js').then(({ recordSession }) => recordSession(recording)).catch(() => undefined);
  },
};
