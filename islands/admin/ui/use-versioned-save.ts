/**
 * Saving an edit that names the version it was based on: the server answers 409 when someone
 * saved in between, and the screen then offers to reload instead of overwriting their work.
 */
import { useCallback, useState } from 'react';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import { failureMessage } from '../admin-api.js';
import { callApi, type Endpoint } from '../query/endpoint.js';
import type { ApiResult } from '../../shared/api-request.js';
import type { Resource } from '../query/use-api-query.js';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'stale'; message: string }
  | { status: 'invalid'; message: string; issues: ApiIssue[] }
  | { status: 'failed'; message: string };

export function useVersionedSave<T>(): {
  state: SaveState;
  /** Sends one call of the API table (`query/api.ts`); the answer, or undefined with the state saying why. */
  send: <P, B>(endpoint: Endpoint<P, B, T>, params: P, body?: B) => Promise<T | undefined>;
  reset: () => void;
  /** A stale save's Reload: the state back to idle, then the screen's data loaded again. */
  reloadWith: (reload: () => void) => () => void;
} {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const settle = useCallback(async (call: Promise<ApiResult<T>>) => {
    setState({ status: 'saving' });
    const result = await call;
    if (result.ok) {
      setState({ status: 'saved' });
      return result.data;
    }
    const message = failureMessage(result);
    if (result.status === 409 && result.code === 'stale-version') setState({ status: 'stale', message });
    else if (result.status === 400) setState({ status: 'invalid', message, issues: issuesOf(result.body) });
    else setState({ status: 'failed', message });
    return undefined;
  }, []);
  const send = useCallback(<P, B>(endpoint: Endpoint<P, B, T>, params: P, body?: B) => settle(callApi(endpoint, params, body)), [settle]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const reloadWith = useCallback(
    (reload: () => void) => () => {
      reset();
      reload();
    },
    [reset],
  );
  return { state, send, reset, reloadWith };
}

/** The field issues of a refused call's body (none when it names none). */
export function issuesOf(body: unknown): ApiIssue[] {
  if (body === null || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return [];
  return body.issues.filter((i): i is ApiIssue => i !== null && typeof i === 'object' && typeof i.path === 'string' && typeof i.message === 'string');
}

/**
 * A record screen's saves: `save` sends like `send`, and a saved answer replaces the record shown
 * (and the cached one); `onReload` is a stale save's Reload of that record.
 */
export function useRecordSave<T>(record: Resource<T>): {
  state: SaveState;
  save: <P, B>(endpoint: Endpoint<P, B, T>, params: P, body?: B) => Promise<T | undefined>;
  onReload: () => void;
} {
  const { state, send, reloadWith } = useVersionedSave<T>();
  const save = async <P, B>(endpoint: Endpoint<P, B, T>, params: P, body?: B): Promise<T | undefined> => {
    const next = await send(endpoint, params, body);
    if (next !== undefined && record.status === 'ready') record.replace(next);
    return next;
  };
  return { state, save, onReload: reloadWith(record.reload) };
}
