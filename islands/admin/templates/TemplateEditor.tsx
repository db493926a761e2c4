/**
 * The CodeMirror editor of one template: JSON-T highlighting, the engine's errors underlined as
 * you type (with the server's, for the same text), completion, Mod-S to publish. Read-only for
 * roles that may not change templates.
 */
import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { forceLinting, linter, type Diagnostic } from '@codemirror/lint';
import type { TemplateProblem } from '../../../domain/admin/templates.js';
import { editorSetup } from './editor-setup.js';
import { jsontCompletion } from './jsont-completion.js';
import { jsontLanguage } from './jsont-language.js';
import { compileProblems, mergeProblems, serverProblems, type EditorProblem } from './template-problems.js';

export interface ServerReport {
  /** The text the server checked; its problems are shown only while the editor holds that text. */
  source: string;
  problems: readonly TemplateProblem[];
}

export interface TemplateEditorProps {
  path: string;
  initialSource: string;
  readOnly: boolean;
  server: ServerReport | undefined;
  /** The previewed page's JSON context, for completing data paths. */
  context: () => unknown;
  onChange: (source: string) => void;
  onProblems: (problems: EditorProblem[]) => void;
  onSave: () => void;
  /** Receives the view, to move the cursor to a problem. */
  onView?: (view: EditorView | undefined) => void;
}

export function TemplateEditor(props: TemplateEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const { path, initialSource, readOnly } = latest.current;
    const lint = linter(
      (v): Diagnostic[] => {
        const source = v.state.doc.toString();
        const server = latest.current.server;
        const problems = mergeProblems(compileProblems(source, path), server?.source === source ? serverProblems(source, path, server.problems) : []);
        latest.current.onProblems(problems);
        return problems.map((p) => ({ from: p.from, to: p.to, severity: p.severity, message: `Line ${p.line}, column ${p.column}: ${p.message}` }));
      },
      { delay: 250 },
    );
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: initialSource,
        extensions: [
          keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (latest.current.onSave(), true) }]),
          editorSetup,
          jsontLanguage,
          jsontLanguage.data.of({ autocomplete: jsontCompletion(() => latest.current.context()) }),
          lint,
          EditorState.readOnly.of(readOnly),
          // tabindex: the content is the scroller's focusable part (contenteditable alone is not counted as such).
          EditorView.contentAttributes.of({ 'aria-label': `Template ${path}${readOnly ? ' (read only)' : ''}`, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    latest.current.onView?.(editor);
    return () => {
      latest.current.onView?.(undefined);
      editor.destroy();
      view.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (view.current) forceLinting(view.current);
  }, [props.server]);

  return <div className="tpl-editor" ref={host} />;
}
