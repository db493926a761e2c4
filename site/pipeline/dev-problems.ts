/**
 * In development mode (`npm run dev`, `templatec serve`), the folder's problems that fail no page
 * (a seed file left out, a stylesheet left out, a warning) shown over every page it serves, each
 * at its file, line and column, so the author sees them without reading the log.
 */
import { formatFolderError, type FolderError } from '../folder/folder-error.js';
import { escapeHtml } from './html.js';

const STYLE = 'position:fixed;inset:auto 1rem 1rem auto;z-index:2147483647;max-width:40rem;max-height:40vh;overflow:auto;margin:0;padding:.75rem 1rem;background:#1d1f21;color:#f5f5f5;font:13px/1.5 monospace;border-left:4px solid #ffb74d';

export function devProblemsHtml(problems: readonly FolderError[]): string {
  if (problems.length === 0) return '';
  const items = problems.map((p) => `<li>${escapeHtml(formatFolderError(p))}</li>`).join('');
  const title = `${problems.length} site folder ${problems.length === 1 ? 'problem' : 'problems'} (the rest of the site serves)`;
  return `<aside id="sf-dev-problems" role="status" aria-label="Site folder problems" style="${STYLE}"><strong>${escapeHtml(title)}</strong><ul style="margin:.25rem 0 0;padding-left:1.25rem">${items}</ul></aside>`;
}
