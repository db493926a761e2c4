/** A recording that every condition allows (session-recording.ts): what a provider is started with. */
export interface Recording {
  /** The id the server answered (`GET /api/commerce/fullstory/getId`). */
  id: string;
  /** The visitor's session id (`ss_sid`). */
  sessionId: string;
}
