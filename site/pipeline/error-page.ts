/**
 * The page a template error answers (500). In development: an overlay naming each error's file,
 * line and column with a code frame from the file. Otherwise a plain page that tells the visitor
 * nothing about the templates (the errors are in the server's log).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderError } from '../folder/types.js';
import { escapeHtml } from './html.js';
import { isDevMode } from './site-location.js';
import { LIVE_RELOAD_PATH } from './headers.js';

const PUBLIC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head>
<body><main><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** Up to two lines either side of the error's line, the line itself marked, a caret at the column. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(String(last).length)} | `;
    out.push(gutter + (lines[n - 1] ?? ''));
    if (n === line) out.push(`${' '.repeat(gutter.length)}${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

function frameOf(dir: string, error: FolderError): string {
  try {
    return codeFrame(readFileSync(join(dir, error.file), 'utf8'), error.line, error.column);
  } catch {
    return '';
  }
}

export function errorPage(dir: string, errors: readonly FolderError[]): string {
  if (!isDevMode()) return PUBLIC_PAGE;
  const items = errors.map((e) => {
    const frame = frameOf(dir, e);
    return `<li><p class="where">${escapeHtml(`${e.file}:${e.line}:${e.column}`)}</p><p class="message">${escapeHtml(e.message)}</p>${frame ? `<pre>${escapeHtml(frame)}</pre>` : ''}</li>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Template error</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#1d1f21;color:#f5f5f5}main{max-width:60rem;margin:0 auto;padding:2rem}h1{color:#ff8a80}li{margin:0 0 1.5rem}.where{font-family:monospace;color:#80cbc4;margin:0}.message{margin:.25rem 0}pre{background:#000;padding:1rem;overflow:auto}</style></head>
<body><main role="alert"><h1>${errors.length === 1 ? 'Template error' : `${errors.length} template errors`}</h1><ol>${items.join('')}</ol><p>Fix the file and save: the page reloads.</p></main>
<script>new EventSource(${JSON.stringify(LIVE_RELOAD_PATH)}).addEventListener('change',()=>location.reload())</script></body></html>`;
}
