// Session recording's decision rule (001 §9: "Session recording only with 3 or more CPU cores, a
// feature toggle and a sampling flag"; §7: the id call's mock id means skip).
import { describe, expect, it } from 'vitest';
import { inSample, MOCK_RECORDING_ID, readRecordingConfig, sampleRateOf, shouldRecord } from '../../../domain/tracking/session-recording.js';

const all = { cores: 4, toggleOn: true, sampled: true, id: 'org-42' };

describe('session recording only with 3 or more CPU cores, a feature toggle and a sampling flag', () => {
  it('records when every condition holds, from exactly 3 cores', () => {
    expect(shouldRecord(all)).toBe(true);
    expect(shouldRecord({ ...all, cores: 3 })).toBe(true);
  });

  it.each([
    ['2 cores', { cores: 2 }],
    ['cores unknown', { cores: undefined }],
    ['the toggle off', { toggleOn: false }],
    ['the session not sampled', { sampled: false }],
    ['the mock id', { id: MOCK_RECORDING_ID }],
    ['no id (the call failed)', { id: undefined }],
    ['an empty id', { id: ' ' }],
  ])('does not record with %s', (_name, change) => {
    expect(shouldRecord({ ...all, ...change })).toBe(false);
  });

  it('puts a session in the sample by its draw against the rate', () => {
    expect(inSample(10, 0.099)).toBe(true);
    expect(inSample(10, 0.1)).toBe(false);
    expect(inSample(0, 0)).toBe(false);
    expect(inSample(100, 0.9999)).toBe(true);
  });

  it('reads only a whole percentage as a rate, and only a well-formed block as config', () => {
    expect([sampleRateOf(0), sampleRateOf(100), sampleRateOf(101), sampleRateOf(2.5), sampleRateOf('50')]).toEqual([0, 100, undefined, undefined, undefined]);
    expect(readRecordingConfig('{"enabled":true,"sampleRate":25}')).toEqual({ enabled: true, sampleRate: 25 });
    expect(readRecordingConfig('{"enabled":true}')).toBeUndefined();
    expect(readRecordingConfig('not json')).toBeUndefined();
    expect(readRecordingConfig(null)).toBeUndefined();
  });
});
