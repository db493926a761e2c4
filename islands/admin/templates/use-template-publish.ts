/**
 * Publishing a template (or restoring a kept version): the save states of the admin's other
 * screens, and the problems the server found when it refused the text (400 `template-errors`).
 */
import { useCallback, useState } from 'react';
import type { TemplateFile, TemplateProblem } from '../../../domain/admin/templates.js';
import { failureMessage } from '../admin-api.js';
import { callApi, type Endpoint } from '../query/endpoint.js';
import type { SaveState } from '../ui/use-versioned-save.js';

export interface PublishOutcome {
  file?: TemplateFile;
  problems?: TemplateProblem[];
}

function problemsOf(body: unknown): TemplateProblem[] {
  if (body === null || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (p): p is TemplateProblem => p !== null && typeof p === 'object' && typeof p.file === 'string' && typeof p.line === 'number' && typeof p.column === 'number' && typeof p.message === 'string',
  );
}

export function useTemplatePublish(): { state: SaveState; publish: <B>(endpoint: Endpoint<void, B, TemplateFile>, body: B) => Promise<PublishOutcome>; reset: () => void } {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const publish = useCallback(async <B,>(endpoint: Endpoint<void, B, TemplateFile>, body: B): Promise<PublishOutcome> => {
    setState({ status: 'saving' });
    const result = await callApi(endpoint, undefined, body);
    if (result.ok) {
      setState({ status: 'saved' });
      return { file: result.data };
    }
    const message = failureMessage(result);
    if (result.status === 409 && result.code === 'stale-version') {
      setState({ status: 'stale', message });
      return {};
    }
    if (result.status === 400) {
      const problems = problemsOf(result.body);
      const issues = problems.length > 0 ? problems.map((p) => ({ path: '', message: `Line ${p.line}, column ${p.column}: ${p.message}` })) : [];
      setState({ status: 'invalid', message, issues });
      return { problems };
    }
    setState({ status: 'failed', message });
    return {};
  }, []);
  return { state, publish, reset: useCallback(() => setState({ status: 'idle' }), []) };
}
