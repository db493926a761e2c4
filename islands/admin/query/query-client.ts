/**
 * The admin app's one TanStack Query client: reads are cached per address, read again when a
 * screen opens and when the window regains focus, and marked stale after every accepted change
 * (`onDataChanged`), so a save on one screen shows on every other without a reload. Failures are
 * not retried on their own: the screen shows the error with its "Try again".
 */
import { QueryClient } from '@tanstack/react-query';
import { onDataChanged } from '../admin-api.js';

export const ADMIN_QUERY_ROOT = 'admin';

export function createAdminQueryClient(): { client: QueryClient; stop: () => void } {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true, refetchOnMount: true },
      mutations: { retry: false },
    },
  });
  const stop = onDataChanged(() => void client.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }));
  return { client, stop };
}
