/**
 * Publish, discard and restore of a versioned draft (a layout, a slide), as both editors do them:
 * the draft saved first, the call answered with the stored view (adopted as the draft), the outcome
 * said in the status line or as an error naming each issue. A refused call (a 409 included) leaves
 * the draft being edited as it was.
 */
import { useMemo, useState } from 'react';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';
import { callApi, type Endpoint } from '../query/endpoint.js';
import { issuesOf } from '../ui/use-versioned-save.js';
import type { DraftView, VersionedDraft } from './use-versioned-draft.js';

type OwnerParams = { owner: string };

/** The calls of one kind of draft (api.publishLayout…, api.publishSlide…), each answering its view. */
export interface DraftActionCalls<V> {
  publish: Endpoint<OwnerParams, { expectedVersion: number }, V>;
  discard: Endpoint<OwnerParams, { expectedVersion: number }, V>;
  restore: Endpoint<OwnerParams, { version: number; expectedVersion: number }, V>;
}

export interface DraftActionOptions {
  /** What is edited, as the messages name it ("layout", "slide"). */
  noun: string;
  /** Before each action: what the editor clears (a refused publish's marks). */
  onStart?: () => void;
  /** A refused publish's issues, for the editor to show beside their fields. */
  onRefused?: (issues: ApiIssue[]) => void;
  /** After a discard or a restore: the selection no longer holds. */
  onReplaced?: () => void;
}

export interface ActionError {
  message: string;
  /** Each named by its block when the server names one ("Form block 3 of section 1: Choose a form."). */
  issues: string[];
}

export interface DraftActions {
  notice: string;
  say: (notice: string) => void;
  error: ActionError | undefined;
  /** The discard's confirmation is open. */
  asking: boolean;
  setAsking: (asking: boolean) => void;
  publish: () => Promise<void>;
  discard: () => Promise<void>;
  restore: (version: number) => Promise<void>;
}

const issueLine = (issue: ApiIssue): string => {
  const block = (issue as { block?: unknown }).block;
  return typeof block === 'string' ? `${block}: ${issue.message}` : `${issue.path}: ${issue.message}`;
};

type ActedDraft<V> = Pick<VersionedDraft<unknown, DraftView<unknown>>, 'latestVersion' | 'flush'> & { adopt: (view: V, asStep: boolean) => void };

export function useDraftActions<V>(draft: ActedDraft<V>, owner: string, endpoints: DraftActionCalls<V>, options: DraftActionOptions): DraftActions {
  const calls = useMemo(
    () => ({
      publish: (expectedVersion: number) => callApi(endpoints.publish, { owner }, { expectedVersion }),
      discard: (expectedVersion: number) => callApi(endpoints.discard, { owner }, { expectedVersion }),
      restore: (version: number, expectedVersion: number) => callApi(endpoints.restore, { owner }, { version, expectedVersion }),
    }),
    [owner, endpoints],
  );
  const [notice, say] = useState('');
  const [error, setError] = useState<ActionError | undefined>();
  const [asking, setAsking] = useState(false);
  const { noun } = options;

  const act = async (run: () => Promise<void>) => {
    setError(undefined);
    options.onStart?.();
    say('');
    await run();
  };
  const refused = (what: string, result: ApiResult<V> & { ok: false }): void => {
    const issues = issuesOf(result.body);
    setError({ message: `Not ${what}: ${failureMessage(result)}`, issues: issues.map(issueLine) });
    if (what === 'published') options.onRefused?.(issues);
  };

  const publish = () =>
    act(async () => {
      if (!(await draft.flush())) {
        setError({ message: 'Not published: the draft could not be saved first.', issues: [] });
        return;
      }
      const result = await calls.publish(draft.latestVersion());
      if (!result.ok) refused('published', result);
      else {
        draft.adopt(result.data, true);
        say(`Published. Visitors see this ${noun} now.`);
      }
    });
  const discard = () =>
    act(async () => {
      setAsking(false);
      const result = await calls.discard(draft.latestVersion());
      if (!result.ok) refused('discarded', result);
      else {
        draft.adopt(result.data, false);
        options.onReplaced?.();
        say(`The draft was discarded: the ${noun} is the published one again.`);
      }
    });
  const restore = (version: number) =>
    act(async () => {
      await draft.flush();
      const result = await calls.restore(version, draft.latestVersion());
      if (!result.ok) refused('restored', result);
      else {
        draft.adopt(result.data, true);
        options.onReplaced?.();
        say(`Version ${String(version)} restored as the draft.`);
      }
    });

  return { notice, say, error, asking, setAsking, publish, discard, restore };
}
