/**
 * The live preview beside the design settings: a page of the site rendered on the server with the
 * draft values compiled into its stylesheet (nothing saved), in a sandboxed frame (no scripts run
 * in it). Rendered again after each short pause in the owner's changes.
 */
import { useId, useState } from 'react';
import type { TweakValue } from '../../../domain/design/tweaks.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { PageAddressForm } from '../ui/PageAddressForm.js';
import { usePausedCall } from '../ui/use-paused-call.js';

/** Quiet time after the last change before the preview is rendered again. */
const PREVIEW_PAUSE_MS = 250;

/** The last page rendered stays in the frame while the next one is made. */
interface PreviewState {
  html: string | undefined;
  updating: boolean;
  failure: string | undefined;
}

export interface DesignPreviewProps {
  values: Readonly<Record<string, TweakValue>>;
  /** The tweaks that apply to nothing on the page shown (`showOnlyWhenPresent`). */
  onHidden: (names: readonly string[]) => void;
}

export function DesignPreview({ values, onHidden }: DesignPreviewProps) {
  const [url, setUrl] = useState('/');
  const [state, setState] = useState<PreviewState>({ html: undefined, updating: true, failure: undefined });
  const inputId = useId();

  usePausedCall(
    (signal) => {
      setState((previous) => ({ ...previous, updating: true }));
      return callApi(api.previewDesign, undefined, { values, url }, signal)
        .then((result) => {
          if (signal.aborted) return;
          if (!result.ok) return setState((previous) => ({ ...previous, updating: false, failure: failureMessage(result) }));
          const answer = result.data;
          if (answer.ok) onHidden(answer.hidden);
          setState((previous) => (answer.ok ? { html: answer.html, updating: false, failure: undefined } : { ...previous, updating: false, failure: answer.message }));
        });
    },
    PREVIEW_PAUSE_MS,
    [values, url, onHidden],
  );

  return (
    <section className="design-preview" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Preview</h2>
      <PageAddressForm inputId={inputId} className="design-preview-form" url={url} onShow={setUrl} />
      <p className="design-preview-status" role="status">
        {state.updating ? 'Updating the preview…' : state.failure === undefined ? `Showing ${url} with your changes.` : ''}
      </p>
      {state.failure !== undefined && (
        <div className="admin-error" role="alert">
          <p>{state.failure}</p>
        </div>
      )}
      {state.html !== undefined && <iframe className="design-preview-frame" title={`Preview of ${url}`} sandbox="" srcDoc={state.html} data-updating={state.updating ? 'true' : undefined} />}
    </section>
  );
}
