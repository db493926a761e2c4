/** The builder's own check of a draft (the server's schema), as messages by property path (`fields.2.options`). */
import { builderFormSchema, type BuilderForm } from '../../../domain/admin/forms/form-model.js';

export type Issues = ReadonlyMap<string, string>;

export function draftIssues(draft: BuilderForm): Issues {
  const result = builderFormSchema.safeParse(draft);
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return issues;
}

/** The first message at `path` or under it (`fields.2.options.1` is under `fields.2.options`). */
export function issueAt(issues: Issues, path: string): string | undefined {
  const own = issues.get(path);
  if (own !== undefined) return own;
  for (const [p, message] of issues) if (p.startsWith(`${path}.`)) return message;
  return undefined;
}

/** The server's issues (`form.fields.2.title`) as the draft's paths. */
export function serverIssues(list: readonly { path: string; message: string }[]): Map<string, string> {
  return new Map(list.map((i) => [i.path.replace(/^form\./, ''), i.message]));
}
