/**
 * React's view of a nanostores atom, through `useSyncExternalStore` (what @nanostores/react's
 * `useStore` does, without its key-path machinery the islands do not use).
 */
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, store.get);
}
