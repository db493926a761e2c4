/**
 * `reload()` for a cached read that shows loading at once: the cache tells its observers on a
 * later tick, so the click's own render marks the read as reloading, and what the read held before
 * the click is not shown again (a test, or a person, reading the screen right after Reload never
 * sees the answer being replaced).
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

export function useReload(queryKey: QueryKey, updatedAt: { dataUpdatedAt: number; errorUpdatedAt: number }): { reload: () => void; reloading: boolean } {
  const client = useQueryClient();
  const [since, setSince] = useState<number | null>(null);
  const reload = useCallback(() => {
    setSince(Date.now());
    void client.resetQueries({ queryKey, exact: true });
  }, [client, queryKey]);
  const reloading = since !== null && updatedAt.dataUpdatedAt < since && updatedAt.errorUpdatedAt < since;
  return { reload, reloading };
}
