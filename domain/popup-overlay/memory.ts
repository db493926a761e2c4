/**
 * What a browser remembers of the popup (spec 001 §3: local storage under the keys closed date,
 * version and submitted): one local-storage entry holding `closedDate` (ms), `version` and
 * `submitted`, and the rule of when the popup opens again.
 */
export const POPUP_STORAGE_KEY = 'popup-overlay';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PopupMemory {
  closedDate?: number;
  version?: number;
  submitted?: boolean;
}

export interface PopupRule {
  version: number;
  showAgainDays: number;
}

/** The remembered state from its stored text; anything unreadable counts as nothing remembered. */
export function parsePopupMemory(raw: string | null): PopupMemory {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    const v = value as Record<string, unknown>;
    const memory: PopupMemory = {};
    if (typeof v['closedDate'] === 'number' && Number.isFinite(v['closedDate'])) memory.closedDate = v['closedDate'];
    if (typeof v['version'] === 'number' && Number.isInteger(v['version'])) memory.version = v['version'];
    if (typeof v['submitted'] === 'boolean') memory.submitted = v['submitted'];
    return memory;
  } catch {
    return {};
  }
}

/**
 * Whether the popup opens for this visitor: always for a version they have not seen; never again
 * once they signed up to it; after a close, once `showAgainDays` have passed.
 */
export function popupShouldOpen(rule: PopupRule, memory: PopupMemory, now: number): boolean {
  if (memory.version !== rule.version) return true;
  if (memory.submitted === true) return false;
  if (memory.closedDate === undefined) return true;
  return now - memory.closedDate >= rule.showAgainDays * DAY_MS;
}

/** What is remembered when the visitor closes the popup, or signs up (`submitted`). */
export function rememberPopup(rule: PopupRule, now: number, submitted: boolean): PopupMemory {
  return { closedDate: now, version: rule.version, submitted };
}
