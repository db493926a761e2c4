/** A Storage kept in memory, for tests of what tracking keeps in the browser (`refuse` makes writes throw, as a full or blocked storage does). */
export function memoryStorage(refuse = false): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('quota', 'QuotaExceededError');
      values.set(key, String(value));
    },
  };
}
