import { describe, expect, it } from 'vitest';
import { readStored, storageOf, writeStored } from './visitor-storage.js';
import { memoryStorage } from './memory-storage.js';

describe('session-storage values with an optional expiry removed on read (001 §3, §4)', () => {
  it('reads a value without expiry, and one whose expiry is still ahead', () => {
    const storage = memoryStorage();
    writeStored(storage, 'a', 'kept');
    writeStored(storage, 'b', 'later', 2000);
    expect(readStored(storage, 'a', 1000)).toBe('kept');
    expect(readStored(storage, 'b', 1999)).toBe('later');
  });

  it('removes a value whose expiry has passed when it is read', () => {
    const storage = memoryStorage();
    writeStored(storage, 'b', 'gone', 2000);
    expect(readStored(storage, 'b', 2000)).toBeUndefined();
    expect(storage.getItem('b')).toBeNull();
  });

  it('removes what is not a stored value (someone else wrote the key)', () => {
    const storage = memoryStorage();
    storage.setItem('c', 'plain text');
    storage.setItem('d', JSON.stringify({ value: 'x', expires: 'soon' }));
    expect(readStored(storage, 'c', 0)).toBeUndefined();
    expect(readStored(storage, 'd', 0)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('says false when the storage refuses a write, and warns "Unable access local/session storage." when there is none', () => {
    expect(writeStored(memoryStorage(true), 'a', 'x')).toBe(false);
    const warnings: string[] = [];
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storageOf('local', (m) => warnings.push(m))).toBeUndefined();
    } finally {
      if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
    expect(warnings).toEqual(['Unable access local/session storage.']);
  });
});
