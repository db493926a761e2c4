/**
 * One template open: the editor and its problems, Publish with its status, the history, and the
 * preview of a page with the draft. A viewer reads the template and its preview, and changes nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';
import type { TemplateFile, TemplateFileSummary, TemplateProblem } from '../../../domain/admin/templates.js';
import { callApi } from '../query/endpoint.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { TemplateEditor, type ServerReport } from './TemplateEditor.js';
import { TemplateHistory } from './TemplateHistory.js';
import { TemplatePreview } from './TemplatePreview.js';
import type { EditorProblem } from './template-problems.js';
import { useTemplatePublish } from './use-template-publish.js';
import { CODE_REFUSED_MESSAGE } from '../../../domain/admin/permissions.js';

export interface TemplateWorkspaceProps {
  path: string;
  canWrite: boolean;
  previewUrl: string;
  /** A new version was published (the file list shows it). */
  onPublished: (file: TemplateFileSummary) => void;
}

function ProblemList({ problems, view }: { problems: EditorProblem[]; view: EditorView | undefined }) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary = problems.length === 0 ? 'No errors.' : [errors ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '', warnings ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : ''].filter(Boolean).join(', ');
  const jump = (p: EditorProblem) => {
    if (!view) return;
    view.dispatch({ selection: { anchor: p.from, head: p.to }, scrollIntoView: true });
    view.focus();
  };
  return (
    <div className="tpl-problems" role="status">
      <p className={problems.length === 0 ? 'admin-ok' : 'tpl-problems-summary'}>{summary}</p>
      {problems.length > 0 && (
        <ul>
          {problems.map((p) => (
            <li key={`${p.from}:${p.message}`} className={`tpl-problem-${p.severity}`}>
              <button type="button" className="tpl-problem" onClick={() => jump(p)}>
                Line {p.line}, column {p.column}: {p.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TemplateWorkspace({ path, canWrite, previewUrl, onPublished }: TemplateWorkspaceProps) {
  const file = useApiQuery(api.templateFile, { path });
  // Each fresh read of the file (first load, reload after a conflict, restore) opens a new editor.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (file.status === 'loading') setGeneration((g) => g + 1);
  }, [file.status]);
  // A version published elsewhere, read in the background (on focus, after another save), opens a
  // new editor too, so a publish names the version the text shown was based on.
  const ownVersion = useRef<number | undefined>(undefined);
  const readVersion = file.status === 'ready' ? file.data.version : undefined;
  const shownVersion = useRef(readVersion);
  useEffect(() => {
    if (readVersion === undefined || readVersion === shownVersion.current) return;
    if (shownVersion.current !== undefined && readVersion !== ownVersion.current) setGeneration((g) => g + 1);
    shownVersion.current = readVersion;
  }, [readVersion]);
  return (
    <ResourceView resource={file} label={`Loading ${path}…`}>
      {(data) => (
        <Workspace
          key={`${path}#${generation}`}
          file={data}
          canWrite={canWrite}
          previewUrl={previewUrl}
          onSaved={(saved) => {
            ownVersion.current = saved.version;
            if (file.status === 'ready') file.replace(saved);
            onPublished(saved);
          }}
          onReload={file.reload}
        />
      )}
    </ResourceView>
  );
}

interface WorkspaceProps {
  file: TemplateFile;
  canWrite: boolean;
  previewUrl: string;
  onSaved: (file: TemplateFile) => void;
  onReload: () => void;
}

function Workspace({ file, canWrite, previewUrl, onSaved, onReload }: WorkspaceProps) {
  const [source, setSource] = useState(file.source);
  const [published, setPublished] = useState(file.source);
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [server, setServer] = useState<ServerReport | undefined>();
  const [view, setView] = useState<EditorView | undefined>();
  const [url, setUrl] = useState(previewUrl);
  const context = useRef<unknown>(undefined);
  const { state, publish, reset } = useTemplatePublish();
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    const controller = new AbortController();
    context.current = undefined;
    callApi(api.templateContext, { url }, undefined, controller.signal)
      .then((result) => {
        if (result.ok) context.current = result.data;
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);

  const onServerProblems = useCallback((checked: string, found: TemplateProblem[]) => setServer({ source: checked, problems: found }), []);

  const save = useCallback(async () => {
    if (!canWrite) return;
    const text = sourceRef.current;
    const outcome = await publish(api.publishTemplate, { path: file.path, expectedVersion: file.version, source: text });
    if (outcome.problems) setServer({ source: text, problems: outcome.problems });
    if (outcome.file) {
      setPublished(outcome.file.source);
      onSaved(outcome.file);
    }
  }, [canWrite, file.path, file.version, publish, onSaved]);

  const restore = async (version: number) => {
    const outcome = await publish(api.restoreTemplate, { path: file.path, version, expectedVersion: file.version });
    if (outcome.file) {
      onSaved(outcome.file);
      onReload();
    }
  };

  const dirty = source !== published;
  const unpublished = useRef(false);
  unpublished.current = dirty;
  useUnsavedWork(() => unpublished.current);
  return (
    <div className="tpl-workspace">
      <section className="tpl-source" aria-labelledby="tpl-source-title">
        <h2 id="tpl-source-title">{file.path}</h2>
        <p className="tpl-file-facts">
          {file.overridden ? `Published version ${file.version}.` : 'The folder’s file, never published from here.'}
          {dirty && <strong> Unsaved changes.</strong>}
          {!canWrite && ` Your role may read templates and preview them but not publish them. ${CODE_REFUSED_MESSAGE}`}
        </p>
        <TemplateEditor
          path={file.path}
          initialSource={file.source}
          readOnly={!canWrite}
          server={server}
          context={() => context.current}
          onChange={(text) => {
            setSource(text);
            if (state.status !== 'idle' && state.status !== 'saving') reset();
          }}
          onProblems={setProblems}
          onSave={() => void save()}
          onView={setView}
        />
        <ProblemList problems={problems} view={view} />
        {canWrite && (
          <div className="admin-toolbar">
            <button type="button" className="admin-button admin-button-primary" onClick={() => void save()} disabled={state.status === 'saving'}>
              Publish
            </button>
          </div>
        )}
        <SaveStatus state={state} onReload={onReload} />
        <TemplateHistory path={file.path} version={file.version} canWrite={canWrite} onRestore={(v) => void restore(v)} />
      </section>
      <TemplatePreview path={file.path} source={source} url={url} onUrl={setUrl} onProblems={onServerProblems} />
    </div>
  );
}
