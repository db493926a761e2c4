// The server's side of session recording: the id `GET /api/commerce/fullstory/getId` answers
// (the mock id when no recording service is configured), and the block a page carries only while
// the owner's toggle is on.
import { describe, expect, it } from 'vitest';
import { MOCK_RECORDING_ID } from '../../../../domain/tracking/session-recording.js';
import { recordingId, sessionRecordingConfig } from '../../../../site/features/tracking/session-recording.js';

describe('/api/commerce/fullstory/getId whose mock id means skip', () => {
  it('answers the configured id, and the mock id when none (or a malformed one) is configured', () => {
    expect(recordingId({ SESSION_RECORDING_ID: ' org-42 ' })).toBe('org-42');
    expect(recordingId({})).toBe(MOCK_RECORDING_ID);
    expect(recordingId({ SESSION_RECORDING_ID: '' })).toBe(MOCK_RECORDING_ID);
    expect(recordingId({ SESSION_RECORDING_ID: '<script>' })).toBe(MOCK_RECORDING_ID);
  });
});

describe('session recording toggle', () => {
  it('puts the block on pages only while the toggle is on, with the sample rate (10% unless set)', () => {
    expect(sessionRecordingConfig({})).toBeUndefined();
    expect(sessionRecordingConfig({ featureFlags: { sessionRecording: 'true' } })).toBeUndefined();
    expect(sessionRecordingConfig({ featureFlags: { sessionRecording: true } })).toEqual({ enabled: true, sampleRate: 10 });
    expect(sessionRecordingConfig({ featureFlags: { sessionRecording: true }, sessionRecordingSampleRate: 0 })).toEqual({ enabled: true, sampleRate: 0 });
  });
});
