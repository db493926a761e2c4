/**
 * Values kept in the browser's storage, each `{ value, expires? }` (001 §3's visitor session
 * storage value): one whose expiry has passed is removed when read. Storage a browser refuses
 * (private modes, blocked cookies) is a warning, never an error.
 */
import { TRACKING_MESSAGES } from '../../domain/tracking/constants.js';

export interface StoredValue {
  value: string;
  /** Epoch ms after which the value is gone. */
  expires?: number;
}

export type Warn = (message: string) => void;

/** The browser's local or session storage, or undefined (warned once per call) where it is refused. */
export function storageOf(kind: 'local' | 'session', warn: Warn): Storage | undefined {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!storage) throw new Error('no storage');
    return storage;
  } catch {
    warn(TRACKING_MESSAGES.storage);
    return undefined;
  }
}

export function readStored(storage: Storage | undefined, key: string, now: number): string | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const stored = parse(raw);
  if (stored === undefined || (stored.expires !== undefined && stored.expires <= now)) {
    try {
      storage.removeItem(key);
    } catch {
      // refused: the value stays unread either way
    }
    return undefined;
  }
  return stored.value;
}

/** Whether the value was stored. */
export function writeStored(storage: Storage | undefined, key: string, value: string, expires?: number): boolean {
  if (!storage) return false;
  const stored: StoredValue = expires === undefined ? { value } : { value, expires };
  try {
    storage.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

function parse(raw: string): StoredValue | undefined {
  try {
    const data: unknown = JSON.parse(raw);
    if (data === null || typeof data !== 'object') return undefined;
    const { value, expires } = data as Record<string, unknown>;
    if (typeof value !== 'string') return undefined;
    if (expires !== undefined && (typeof expires !== 'number' || !Number.isFinite(expires))) return undefined;
    return expires === undefined ? { value } : { value, expires };
  } catch {
    return undefined;
  }
}
