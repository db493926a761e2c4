/**
 * Design (the platform's Style Editor, spec 001): the design settings the site folder declares in
 * its LESS (`// tweak:` comments), by category, each with its control; a live preview of a page
 * with the draft; saving names the version it was based on (409: someone saved in between, the
 * draft is kept and reloading offered), earlier versions can be restored, and everything can be
 * reset to the folder's defaults.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DesignState } from '../../../domain/design/design-api.js';
import { effectiveValues, sameValue, tweaksByCategory, type Tweak, type TweakValue } from '../../../domain/design/tweaks.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { DesignHistory } from './DesignHistory.js';
import { DesignPreview } from './DesignPreview.js';
import { TweakControl } from './TweakControl.js';
import './design.css';

export default function DesignScreen({ canWrite }: ScreenProps) {
  const stored = useApiQuery(api.design);
  return (
    <>
      <h1>Design</h1>
      <p className="admin-hint">The colours, fonts and layout options your site&apos;s design offers. The preview shows your changes before you save them.</p>
      <ResourceView resource={stored} label="Loading the design settings…">
        {(state) => (
          <>
            {state.warnings.length > 0 && <TweakWarnings warnings={state.warnings} />}
            {state.tweaks.length === 0 ? (
              <EmptyState title="This site's design has no settings to change.">
                <p>A design declares its settings in its stylesheets, with a <code>// tweak:</code> comment above each variable the owner may change.</p>
              </EmptyState>
            ) : (
              <DesignEditor state={state} canWrite={canWrite} onSaved={stored.status === 'ready' ? stored.replace : () => undefined} onReload={stored.reload} />
            )}
          </>
        )}
      </ResourceView>
    </>
  );
}

function TweakWarnings({ warnings }: { warnings: DesignState['warnings'] }) {
  return (
    <div className="admin-notice">
      <p>Some design settings of the site folder could not be read and are left out:</p>
      <ul>
        {warnings.map((w) => (
          <li key={`${w.file}:${w.line}:${w.column}`}>
            {w.file}, line {w.line}, column {w.column}: {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The values that differ from the folder's defaults (what is stored; absent means the default). */
function ownValues(tweaks: readonly Tweak[], values: Readonly<Record<string, TweakValue>>): Record<string, TweakValue> {
  const own: Record<string, TweakValue> = {};
  for (const tweak of tweaks) {
    const value = values[tweak.name];
    if (value !== undefined && !sameValue(value, tweak.default)) own[tweak.name] = value;
  }
  return own;
}

interface EditorProps {
  state: DesignState;
  canWrite: boolean;
  onSaved: (state: DesignState) => void;
  onReload: () => void;
}

function DesignEditor({ state, canWrite, onSaved, onReload }: EditorProps) {
  const saved = useMemo(() => effectiveValues(state.tweaks, state.values), [state]);
  const [draft, setDraft] = useState<Record<string, TweakValue>>(saved);
  const [asking, setAsking] = useState(false);
  // Tweaks for elements the previewed page does not have (`showOnlyWhenPresent`), hidden while it is shown.
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const onHidden = useCallback((names: readonly string[]) => setHidden((current) => (current.join('\n') === names.join('\n') ? current : names)), []);
  const shown = state.tweaks.filter((t) => !hidden.includes(t.name));
  // Settings whose typed text is no value yet (a colour half typed, a number out of range).
  const [unfinished, setUnfinished] = useState<ReadonlySet<string>>(new Set());
  const validity = useCallback((name: string, valid: boolean) => {
    setUnfinished((current) => {
      if (current.has(name) !== valid) return current;
      const next = new Set(current);
      if (valid) next.delete(name);
      else next.add(name);
      return next;
    });
  }, []);
  const { state: saveState, send, reset, reloadWith } = useVersionedSave<DesignState>();
  useEffect(() => setDraft(saved), [saved]);
  const changed = state.tweaks.some((t) => !sameValue(draft[t.name], saved[t.name]));
  useUnsavedWork(() => canWrite && changed);
  const atDefaults = Object.keys(state.values).length === 0;
  const issues = saveState.status === 'invalid' ? new Map(saveState.issues.map((i) => [i.path.replace(/^values\./, ''), i.message])) : new Map<string, string>();

  const store = async (values: Record<string, TweakValue>) => {
    const answer = await send(api.saveDesign, undefined, { values, expectedVersion: state.version });
    if (answer) onSaved(answer);
  };

  return (
    <div className="design-workspace">
      <form
        className="admin-form design-settings"
        onSubmit={(e) => {
          e.preventDefault();
          void store(ownValues(state.tweaks, draft));
        }}
      >
        {hidden.length > 0 && (
          <p className="admin-hint" role="status">
            {hidden.length === 1 ? 'One setting applies' : `${hidden.length} settings apply`} to parts of the site the page shown in the preview does not have; show such a page to change {hidden.length === 1 ? 'it' : 'them'}.
          </p>
        )}
        {tweaksByCategory(shown).map(([category, tweaks]) => (
          <fieldset key={category} className="design-category">
            <legend>{category}</legend>
            {tweaks.map((tweak) => (
              <TweakControl
                key={tweak.name}
                tweak={tweak}
                value={draft[tweak.name] ?? tweak.default}
                disabled={!canWrite}
                error={issues.get(tweak.name)}
                onValidity={(valid) => validity(tweak.name, valid)}
                onChange={(value) => {
                  if (saveState.status !== 'stale') reset();
                  setDraft((current) => ({ ...current, [tweak.name]: value }));
                }}
              />
            ))}
          </fieldset>
        ))}
        {canWrite ? (
          <div className="admin-toolbar">
            <button type="submit" className="admin-button admin-button-primary" disabled={!changed || unfinished.size > 0 || saveState.status === 'saving'} aria-describedby={unfinished.size > 0 ? 'design-unfinished' : undefined}>
              Save design
            </button>
            <button type="button" className="admin-button" disabled={!changed} onClick={() => { reset(); setDraft(saved); }}>
              Discard changes
            </button>
            <button type="button" className="admin-button" disabled={atDefaults && !changed} onClick={() => setAsking(true)}>
              Reset to the design&apos;s defaults
            </button>
          </div>
        ) : (
          <p className="admin-hint">Your account may look at the design settings and preview them, but not change them.</p>
        )}
        {canWrite && unfinished.size > 0 && (
          <p id="design-unfinished" className="admin-hint">
            Correct the settings marked above to save.
          </p>
        )}
        <SaveStatus
          state={saveState}
          onReload={reloadWith(onReload)}
        />
      </form>
      <DesignPreview values={draft} onHidden={onHidden} />
      <DesignHistory version={state.version} canWrite={canWrite} onRestored={onSaved} />
      <ConfirmDialog
        open={asking}
        title="Reset the design to its defaults?"
        confirmLabel="Reset and save"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void store({});
        }}
      >
        <p>Every setting goes back to the value the site&apos;s design gives it, on the live site at once. The values saved now stay in the history.</p>
      </ConfirmDialog>
    </div>
  );
}
