/**
 * Renders a resolved page: the main template (list, item or page) into
 * `{squarespace.main-content}`, then the layout's regions around it, with the platform's headers
 * and footers. A template error anywhere in that chain answers 500 (an overlay naming the file,
 * line and column in development, a plain error page otherwise), never a half-rendered page.
 */
import type { RenderOptions } from '../../engine/index.js';
import { isWarning, type FolderError } from '../folder/folder-error.js';
import { footersHtml, headersHtml } from './headers.js';
import { errorPage } from './error-page.js';
import { requestLog } from '../edge/log.js';
import type { PageObject } from './page-object.js';
import type { JsonObject } from '../../domain/json-object.js';

export type RenderedPage =
  | { ok: true; status: number; head: string; tail: string }
  | { ok: false; status: 500; html: string; errors: FolderError[] };

/** Where the islands go: the `{squarespace-footers}` of the region, found again after rendering. */
const ISLANDS_MARKER = `<!--islands-${Math.random().toString(36).slice(2)}-->`;

/** The errors of the templates this page renders with: another file's mistake never fails it. */
function chainErrors(page: PageObject, files: string[]): FolderError[] {
  return page.site.errors.filter((e) => !isWarning(e) && files.includes(e.file));
}

/** `requestId` names the request on the error's log lines and on the error page. */
export function renderPage(page: PageObject, crumb: string, requestId?: string): RenderedPage {
  const compiled = page.site.compiled;
  const region = compiled?.region(page.layout);
  const failures: FolderError[] = [];
  if (!compiled || !region) failures.push({ file: 'template.conf', line: 1, column: 1, message: `No layout${page.layout ? ` '${page.layout}'` : ''} to render the page in` });
  if (!page.main) failures.push({ file: page.site.dir, line: 1, column: 1, message: `No template renders this page (${page.route.kind})` });
  if (!compiled || !region || !page.main) return failed(page, failures, requestId);

  const options: RenderOptions = { locale: page.language, now: Date.now(), partials: compiled.partials, ...(page.timeZone ? { timeZone: page.timeZone } : {}) };
  const squarespace: JsonObject = { ...page.platform, crumb };
  // The engine only reads the data it renders (as does everything after it): the context, shared
  // with the stored content, is passed as it is rather than copied for each render.
  const main = page.main.render({ ...page.context, squarespace }, options);
  const context = {
    ...page.context,
    'squarespace-headers': headersHtml(page),
    'squarespace-footers': `${footersHtml(page)}${ISLANDS_MARKER}`,
    squarespace: { ...squarespace, 'main-content': page.mainLayout === undefined ? main.html : `${main.html}${page.mainLayout}` },
  };
  const frame = region.render(context, options);
  const files = [page.main.file, ...page.main.blockFiles, ...region.file.split('+'), ...region.blockFiles];
  const errors = [...chainErrors(page, files), ...main.errors, ...frame.errors];
  if (errors.length > 0) return failed(page, errors, requestId);

  const at = frame.html.lastIndexOf(ISLANDS_MARKER);
  if (at < 0) return { ok: true, status: page.status, head: frame.html, tail: '' };
  const tail = frame.html.slice(at + ISLANDS_MARKER.length).replace(/<\/body>\s*<\/html>\s*$/i, '');
  return { ok: true, status: page.status, head: frame.html.slice(0, at), tail };
}

function failed(page: PageObject, errors: FolderError[], requestId: string | undefined): RenderedPage {
  const log = requestLog(requestId);
  for (const e of errors) log.error({ file: e.file, line: e.line, column: e.column }, `template error: ${e.file}:${e.line}:${e.column}: ${e.message}`);
  return { ok: false, status: 500, html: errorPage(page.site, errors, requestId), errors };
}
