/**
 * What our own recorder keeps of a visit (pure): the page, clicks (where, and on what: a short
 * path of tag, id and classes, never text or input values), scroll positions and visibility, each
 * with its time since the recording started. Batches of at most RECORDING_BATCH_MAX.
 */
import { RECORDING_BATCH_MAX, RECORDING_TARGET_MAX } from '../../domain/tracking/session-recording.js';

export type RecordedEvent =
  | { type: 'page'; at: number; path: string; x: number; y: number }
  | { type: 'click'; at: number; target: string; x: number; y: number }
  | { type: 'scroll'; at: number; x: number; y: number }
  | { type: 'visibility'; at: number; hidden: boolean };

interface NamedElement {
  tagName: string;
  id: string;
  classList: Iterable<string>;
  parentElement: NamedElement | null;
}

/** `main > form.product-add-form > div#add` style: at most three levels, cut to the limit. */
export function targetPath(element: NamedElement | null): string {
  const parts: string[] = [];
  for (let at = element; at && parts.length < 3; at = at.parentElement) {
    const tag = at.tagName.toLowerCase();
    if (tag === 'html' || tag === 'body') break;
    const classes = [...at.classList].slice(0, 2).map((c) => `.${c}`).join('');
    parts.unshift(at.id ? `${tag}#${at.id}` : `${tag}${classes}`);
  }
  return parts.join(' > ').slice(0, RECORDING_TARGET_MAX);
}

/** The events in batches the server takes. */
export function batches(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const out: RecordedEvent[][] = [];
  for (let i = 0; i < events.length; i += RECORDING_BATCH_MAX) out.push(events.slice(i, i + RECORDING_BATCH_MAX));
  return out;
}
