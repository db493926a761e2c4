/**
 * The server's refusal of a save (400 `invalid-slide`, each issue at its path such as
 * `slices[2].content.links[0].url`) read per field, so each message shows next to its field.
 */
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';

export interface FieldIssues {
  /** The message at exactly this path under the prefix (`text`, `links[0].url`), if any. */
  at: (path: string) => string | undefined;
  /** The messages under the prefix that no field shows (`links`, the slice itself). */
  rest: (shown: readonly string[]) => string[];
}

export function fieldIssues(issues: readonly ApiIssue[], prefix: string): FieldIssues {
  const mine = issues.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}.`) || i.path.startsWith(`${prefix}[`));
  const key = (path: string) => (path === prefix ? '' : path.slice(prefix.length).replace(/^\./, ''));
  return {
    at: (path) => mine.find((i) => key(i.path) === path)?.message,
    rest: (shown) => mine.filter((i) => !shown.includes(key(i.path))).map((i) => i.message),
  };
}
