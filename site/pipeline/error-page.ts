/**
 * The page a template error answers (500). In development: an overlay naming each error's file,
 * line and column with a code frame from the file. Otherwise a plain page that tells the visitor
 * nothing about the templates (the errors are in the server's log).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrame } from '../../engine/position.js';
import type { FolderError } from '../folder/folder-error.js';
import { escapeHtml } from './html.js';
import { isDevMode } from './site-location.js';
import { liveReloadElement } from './live-reload.js';

/**
 * The page a visitor sees for any failure on our side: nothing about its cause, but the request's
 * id (the one on the server's log lines) for them to quote.
 */
export function publicErrorPage(requestId?: string): string {
  const reference = requestId ? `<p>If you contact us about it, please quote this reference: <code>${escapeHtml(requestId)}</code></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head>
<body><main><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p>${reference}<p><a href="/">Go to the home page</a></p></main></body></html>`;
}

function frameOf(dir: string, error: FolderError): string {
  try {
    const source = readFileSync(join(dir, error.file), 'utf8');
    const lineStart = source.split('\n').slice(0, error.line - 1).reduce((sum, line) => sum + line.length + 1, 0);
    return codeFrame(source, lineStart + error.column - 1);
  } catch {
    return '';
  }
}

export function errorPage(site: { dir: string; version: number }, errors: readonly FolderError[], requestId?: string): string {
  if (!isDevMode()) return publicErrorPage(requestId);
  const items = errors.map((e) => {
    const frame = frameOf(site.dir, e);
    return `<li><p class="where">${escapeHtml(`${e.file}:${e.line}:${e.column}`)}</p><p class="message">${escapeHtml(e.message)}</p>${frame ? `<pre>${escapeHtml(frame)}</pre>` : ''}</li>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Template error</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#1d1f21;color:#f5f5f5}main{max-width:60rem;margin:0 auto;padding:2rem}h1{color:#ff8a80}li{margin:0 0 1.5rem}.where{font-family:monospace;color:#80cbc4;margin:0}.message{margin:.25rem 0}pre{background:#000;padding:1rem;overflow:auto}</style></head>
<body><main role="alert"><h1>${errors.length === 1 ? 'Template error' : `${errors.length} template errors`}</h1><ol>${items.join('')}</ol><p>Fix the file and save: the page reloads.</p></main>
${liveReloadElement(site.version)}</body></html>`;
}
