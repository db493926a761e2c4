/** The slide being edited: the versioned draft of the page builder (undo, autosave, the 409 choice) over the slide calls. */
import { useMemo } from 'react';
import type { Slide } from '../../../domain/layout/slide.js';
import type { SlideView } from '../../../domain/layout/slide-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useVersionedDraft, type VersionedDraft } from '../page-builder/use-versioned-draft.js';

export type SlideDraft = VersionedDraft<Slide, SlideView>;

export function useSlideDraft(owner: string, initial: SlideView): SlideDraft {
  const calls = useMemo(
    () => ({
      load: () => callApi(api.slide, { owner }),
      save: (slide: Slide, expectedVersion: number) => callApi(api.saveSlideDraft, { owner }, { slide, expectedVersion }),
    }),
    [owner],
  );
  return useVersionedDraft<Slide, SlideView>(calls, initial);
}
