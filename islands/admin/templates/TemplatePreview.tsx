/**
 * The live preview beside the editor: a page of the site rendered on the server with the draft
 * laid over the folder (nothing published), in a sandboxed frame (no scripts run in it). The
 * page shown is chosen by its address; the JSON context of that page feeds completion.
 */
import { useId, useState } from 'react';
import type { TemplateProblem } from '../../../domain/admin/templates.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { PageAddressForm } from '../ui/PageAddressForm.js';
import { usePausedCall } from '../ui/use-paused-call.js';

/** Quiet time after the last keystroke before the preview is rendered again. */
const PREVIEW_PAUSE_MS = 600;

type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'problems'; problems: TemplateProblem[] }
  | { status: 'failed'; message: string };

export interface TemplatePreviewProps {
  path: string;
  source: string;
  url: string;
  onUrl: (url: string) => void;
  /** The server's problems of this text in this file (they show in the editor too). */
  onProblems: (source: string, problems: TemplateProblem[]) => void;
}

export function TemplatePreview({ path, source, url, onUrl, onProblems }: TemplatePreviewProps) {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const inputId = useId();

  usePausedCall(
    (signal) => {
      setState({ status: 'loading' });
      return callApi(api.previewTemplate, undefined, { path, source, url }, signal)
        .then((result) => {
          if (signal.aborted) return;
          if (!result.ok) return setState({ status: 'failed', message: failureMessage(result) });
          onProblems(source, result.data.ok ? [] : result.data.errors);
          setState(result.data.ok ? { status: 'ready', html: result.data.html } : { status: 'problems', problems: result.data.errors });
        });
    },
    PREVIEW_PAUSE_MS,
    [path, source, url, onProblems],
  );

  return (
    <section className="tpl-preview" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Preview</h2>
      <PageAddressForm inputId={inputId} className="tpl-preview-form" url={url} onShow={onUrl}>
        <a className="admin-button" href={url} target="_blank" rel="noopener">
          Open the live page<span className="visually-hidden"> (new tab)</span>
        </a>
      </PageAddressForm>
      <p className="tpl-preview-status" role="status">
        {state.status === 'loading' ? 'Updating the preview…' : state.status === 'ready' ? `Showing ${url} with your draft.` : ''}
      </p>
      {state.status === 'failed' && (
        <div className="admin-error" role="alert">
          <p>{state.message}</p>
        </div>
      )}
      {state.status === 'problems' && (
        <div className="admin-error">
          <p>The page cannot be rendered with this draft:</p>
          <ul>
            {state.problems.map((p) => (
              <li key={`${p.file}:${p.line}:${p.column}:${p.message}`}>
                {p.file}, line {p.line}, column {p.column}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'ready' && <iframe className="tpl-preview-frame" title={`Preview of ${url}`} sandbox="" srcDoc={state.html} />}
    </section>
  );
}
