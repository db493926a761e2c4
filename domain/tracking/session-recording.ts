/**
 * Session recording (001 §7, §9): a visitor's session is recorded only on a device with 3 or more
 * CPU cores, with the site owner's toggle on, with the visitor in the sample (decided once a
 * session), and when `GET /api/commerce/fullstory/getId` answers a real id (its mock id: skip).
 */

import { MIN_RECORDING_CORES } from './constants.js';

export { MIN_RECORDING_CORES, SESSION_RECORDING_ELEMENT_ID } from './constants.js';
/** What the id call answers when no recording service is configured: the browser skips recording. */
export const MOCK_RECORDING_ID = 'mock-recording-id';
/** 001 §7: the id call. */
export const RECORDING_ID_PATH = '/api/commerce/fullstory/getId';
/** Where our own recorder sends what it recorded (a tracking call: site/features/tracking). */
export const RECORDING_EVENTS_PATH = '/api/events/SessionRecording';
/** The website's feature flag (`featureFlags.sessionRecording`) an owner turns on. */
export const SESSION_RECORDING_FLAG = 'sessionRecording';
/** The share of sessions recorded, a whole percentage (`website.sessionRecordingSampleRate`). */
export const SAMPLE_RATE_KEY = 'sessionRecordingSampleRate';
export const DEFAULT_SAMPLE_RATE = 10;
export const SAMPLE_RATE_MESSAGE = 'The share of sessions recorded must be a whole percentage from 0 to 100.';
/** Session storage key holding the session's sampling decision (`{value: "true"|"false"}`). */
export const SAMPLED_KEY = 'sf:recording-sampled';
/** A recorded batch: at most this many events, each target path at most this long. */
export const RECORDING_BATCH_MAX = 100;
export const RECORDING_TARGET_MAX = 200;

/** What the page's block says (written only while the toggle is on). */
export interface SessionRecordingConfig {
  enabled: boolean;
  sampleRate: number;
}

export interface RecordingConditions {
  /** `navigator.hardwareConcurrency` (undefined where the browser does not say). */
  cores: number | undefined;
  toggleOn: boolean;
  sampled: boolean;
  /** The id the server answered (undefined when the call failed). */
  id: string | undefined;
}

/** The decision rule: every condition must hold. */
export function shouldRecord({ cores, toggleOn, sampled, id }: RecordingConditions): boolean {
  return enoughCores(cores) && toggleOn && sampled && isRealRecordingId(id);
}

export function enoughCores(cores: number | undefined): boolean {
  return typeof cores === 'number' && cores >= MIN_RECORDING_CORES;
}

export function isRealRecordingId(id: string | undefined): id is string {
  return typeof id === 'string' && id.trim() !== '' && id !== MOCK_RECORDING_ID;
}

/** A whole percentage from 0 to 100, or undefined. */
export function sampleRateOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : undefined;
}

/** Whether a session is in the sample, from a draw in [0, 1). */
export function inSample(rate: number, draw: number): boolean {
  return draw * 100 < rate;
}

/** The block's config read from its text; undefined when it is not one. */
export function readRecordingConfig(text: string | null | undefined): SessionRecordingConfig | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { enabled, sampleRate } = value as Record<string, unknown>;
    const rate = sampleRateOf(sampleRate);
    return typeof enabled === 'boolean' && rate !== undefined ? { enabled, sampleRate: rate } : undefined;
  } catch {
    return undefined;
  }
}
