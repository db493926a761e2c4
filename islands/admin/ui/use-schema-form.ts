/**
 * The admin's one form pattern: a form's values checked against the schema the server checks them
 * with (`domain/`): errors at the field before anything is sent, the server's refusals
 * (`value.<field>`) shown at the same fields, and the changes not saved yet marked, so leaving the
 * screen asks first (`unsaved-work.ts`). A save passes its state in; once it is `saved`, the
 * values sent are the new baseline. A fresher `initial` (read again after a save elsewhere or on
 * focus) replaces the values while the form holds no unsaved change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../domain/admin/content/issues.js';
import type { SaveState } from './use-versioned-save.js';
import { useUnsavedWork } from './unsaved-work.js';

export interface SchemaForm<T, Out = T> {
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  /** Replaces every value (a form whose draft is one object). */
  setValues: (values: T | ((previous: T) => T)) => void;
  /** The checked values, or undefined with the errors shown. */
  check: () => Out | undefined;
  /** The first error at the path or inside it (`tags` for `tags.2`). */
  errorAt: (path: string) => string | undefined;
  hasErrors: boolean;
  /** Whether the values differ from those loaded or last saved. */
  dirty: boolean;
  /** Takes the values as saved (a save outside `saveState`, or a reset after reading again). */
  markSaved: (values?: T) => void;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function useSchemaForm<T, Out = T>(schema: z.ZodType<Out, z.ZodTypeDef, unknown>, initial: T, saveState?: SaveState): SchemaForm<T, Out> {
  const [values, setValues] = useState<T>(initial);
  const [baseline, setBaseline] = useState<T>(initial);
  const current = useRef({ values: initial, baseline: initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sent = useRef<T>(initial);
  const initialText = JSON.stringify(initial);
  const latestInitial = useRef({ text: initialText, value: initial });
  if (latestInitial.current.text !== initialText) latestInitial.current = { text: initialText, value: initial };
  const appliedInitial = useRef(initialText);
  useEffect(() => {
    if (appliedInitial.current === initialText) return;
    appliedInitial.current = initialText;
    if (!same(current.current.values, current.current.baseline)) return;
    const fresh = latestInitial.current.value;
    current.current = { values: fresh, baseline: fresh };
    setValues(fresh);
    setBaseline(fresh);
  }, [initialText]);
  useEffect(() => {
    if (saveState?.status === 'saved') {
      current.current.baseline = sent.current;
      setBaseline(sent.current);
    }
    if (saveState?.status !== 'invalid') return;
    const fromServer: Record<string, string> = {};
    for (const issue of saveState.issues) fromServer[issue.path.replace(/^value\.?/, '')] ??= issue.message;
    setErrors(fromServer);
  }, [saveState]);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  const check = () => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      sent.current = values;
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return undefined;
  };
  const markSaved = useCallback(
    (saved?: T) => {
      const now = saved ?? values;
      if (saved !== undefined) setValues(saved);
      current.current = { values: now, baseline: now };
      sent.current = now;
      setBaseline(now);
      if (saved !== undefined) setErrors({});
    },
    [values],
  );
  current.current.values = values;
  const dirty = !same(values, baseline);
  useUnsavedWork(() => !same(current.current.values, current.current.baseline));
  const errorAt = (path: string) => errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return { values, set, setValues, check, errorAt, hasErrors: Object.keys(errors).length > 0, dirty, markSaved };
}
