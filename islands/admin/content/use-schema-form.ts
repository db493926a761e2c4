/**
 * A form's values checked against the schema the server checks them with: errors at the field
 * before anything is sent, and the server's refusals (`value.<field>`) shown at the same fields.
 */
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../domain/admin/content/issues.js';
import type { SaveState } from '../ui/use-versioned-save.js';

export interface SchemaForm<T> {
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  /** The checked values, or undefined with the errors shown. */
  check: () => z.output<z.ZodType<T>> | undefined;
  /** The first error at the path or inside it (`tags` for `tags.2`). */
  errorAt: (path: string) => string | undefined;
  hasErrors: boolean;
}

export function useSchemaForm<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, initial: T, saveState?: SaveState): SchemaForm<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
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
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return undefined;
  };
  const errorAt = (path: string) => errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return { values, set, check, errorAt, hasErrors: Object.keys(errors).length > 0 };
}
