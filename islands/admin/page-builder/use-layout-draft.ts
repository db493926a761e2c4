/**
 * The layout being edited: the versioned draft of use-versioned-draft.ts (undo history, autosave,
 * the 409 choice) over the layout calls, with the page builder's changes (layout-ops.ts).
 */
import { useCallback, useMemo } from 'react';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutView } from '../../../domain/layout/layout-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import type { Change } from './model/layout-ops.js';
import { useVersionedDraft, type VersionedDraft } from './use-versioned-draft.js';

export { AUTOSAVE_DELAY_MS, type DraftStatus } from './use-versioned-draft.js';

export interface LayoutDraft extends Omit<VersionedDraft<Layout, LayoutView>, 'value' | 'apply'> {
  layout: Layout;
  apply: (change: (layout: Layout) => Change, coalesce?: string) => boolean;
}

export function useLayoutDraft(owner: string, initial: LayoutView): LayoutDraft {
  const calls = useMemo(
    () => ({
      load: () => callApi(api.layout, { owner }),
      save: (layout: Layout, expectedVersion: number) => callApi(api.saveLayoutDraft, { owner }, { layout, expectedVersion }),
    }),
    [owner],
  );
  const draft = useVersionedDraft<Layout, LayoutView>(calls, initial);
  const { apply: applyValue } = draft;
  const apply = useCallback(
    (change: (layout: Layout) => Change, coalesce?: string) =>
      applyValue((layout) => {
        const outcome = change(layout);
        return outcome.ok ? { ok: true, value: outcome.layout } : outcome;
      }, coalesce),
    [applyValue],
  );
  return { ...draft, layout: draft.value, apply };
}
