// Session recording in the browser, with its world given: the order of the checks (no id call for
// a device without the cores or a session outside the sample), the sampling decision kept for the
// session, and the provider started only when the rule says yes.
import { describe, expect, it, vi } from 'vitest';
import { MOCK_RECORDING_ID, SAMPLED_KEY } from '../../domain/tracking/session-recording.js';
import { memoryStorage } from './memory-storage.js';
import { sessionSampled } from './recording-sample.js';
import { startSessionRecording, type RecordingWorld } from './session-recording.js';
import { batches, targetPath, type RecordedEvent } from './recorded-events.js';

const SESSION = 'a'.repeat(32);
const block = (enabled: boolean, sampleRate: number) => JSON.stringify({ enabled, sampleRate });

function world(change: Partial<RecordingWorld> = {}) {
  const start = vi.fn();
  const fetchId = vi.fn(async () => 'org-42' as string | undefined);
  const made: RecordingWorld = { cores: 8, storage: memoryStorage(), draw: () => 0.5, now: 1000, fetchId, provider: { start }, ...change };
  return { made, start, fetchId: made.fetchId as typeof fetchId };
}

describe('session recording only with 3 or more CPU cores, a feature toggle and a sampling flag (browser side)', () => {
  it('starts the provider with the id and the session id when every condition holds', async () => {
    const { made, start } = world();
    expect(await startSessionRecording(block(true, 100), SESSION, made)).toBe(true);
    expect(start).toHaveBeenCalledWith({ id: 'org-42', sessionId: SESSION });
  });

  it('asks for no id on a device with fewer than 3 cores, with the toggle off or outside the sample', async () => {
    for (const [text, change] of [
      [block(true, 100), { cores: 2 }],
      [block(false, 100), {}],
      [null, {}],
      [block(true, 0), {}],
    ] as const) {
      const { made, start, fetchId } = world(change);
      expect(await startSessionRecording(text, SESSION, made)).toBe(false);
      expect(fetchId).not.toHaveBeenCalled();
      expect(start).not.toHaveBeenCalled();
    }
  });

  it('skips on the mock id and when the id call fails', async () => {
    for (const id of [MOCK_RECORDING_ID, undefined]) {
      const { made, start } = world({ fetchId: async () => id });
      expect(await startSessionRecording(block(true, 100), SESSION, made)).toBe(false);
      expect(start).not.toHaveBeenCalled();
    }
  });
});

describe('the sampling flag, decided once per session and kept', () => {
  it('keeps the first draw for the session whatever the rate says later', () => {
    const storage = memoryStorage();
    expect(sessionSampled(storage, 50, () => 0.9, 1)).toBe(false);
    expect(sessionSampled(storage, 100, () => 0, 2)).toBe(false);
    expect(JSON.parse(storage.getItem(SAMPLED_KEY)!)).toEqual({ value: 'false' });
    const other = memoryStorage();
    expect(sessionSampled(other, 50, () => 0.1, 1)).toBe(true);
    expect(sessionSampled(other, 0, () => 0, 2)).toBe(true);
  });

  it('leaves the visitor out where the decision cannot be kept', () => {
    expect(sessionSampled(undefined, 100, () => 0, 1)).toBe(false);
  });
});

describe('our recorder keeps where a click landed, never what the page says', () => {
  it('names a target by tag, id and classes, three levels at most', () => {
    const el = (tagName: string, id = '', classes: string[] = [], parentElement: Parameters<typeof targetPath>[0] = null) => ({ tagName, id, classList: classes, parentElement });
    const body = el('BODY');
    const form = el('FORM', '', ['product-add-form', 'x', 'y'], el('MAIN', '', [], body));
    expect(targetPath(el('BUTTON', '', ['button'], el('DIV', 'add', [], form)))).toBe('form.product-add-form.x > div#add > button.button');
    expect(targetPath(null)).toBe('');
  });

  it('sends at most 100 events a batch', () => {
    const events: RecordedEvent[] = Array.from({ length: 201 }, (_, at) => ({ type: 'scroll', at, x: 0, y: at }));
    expect(batches(events).map((b) => b.length)).toEqual([100, 100, 1]);
  });
});
