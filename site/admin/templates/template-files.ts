/**
 * The site folder's templates as the admin edits them: each is the folder's file until a version
 * is published (content part `template:<path>`, versioned, with history). A version is published
 * only when the whole folder, with it laid over, compiles without an error in that file.
 */
import {
  listPartHistory, listVersionedParts, readPartVersion, readVersionedPart, saveVersionedPart, StoreError, type Store, type VersionedPart,
} from '../../db/index.js';
import {
  templateKindOf, templatePart, TEMPLATE_PART_PREFIX, type TemplateFile, type TemplateFileSummary, type TemplateHistoryEntry, type TemplateProblem,
} from '../../../domain/admin/templates.js';
import { folderTemplates, type TemplateOverlay } from '../../folder/template-overlay.js';
import { isWarning } from '../../folder/folder-error.js';
import { siteRuntime, withTemplates, type SiteRuntime } from '../../pipeline/site-runtime.js';
import { ApiError } from '../../edge/api-error.js';

export const UNKNOWN_TEMPLATE_MESSAGE = 'The site folder has no such template.';
export const TEMPLATE_ERRORS_MESSAGE = 'The template has errors; nothing was published.';

interface Published {
  version: number;
  source: string;
}

async function publishedTemplates(store: Store): Promise<Map<string, Published>> {
  const parts = await listVersionedParts(store, TEMPLATE_PART_PREFIX);
  const published = new Map<string, Published>();
  for (const part of parts) {
    if (typeof part.value === 'string') published.set(part.part.slice(TEMPLATE_PART_PREFIX.length), { version: part.version, source: part.value });
  }
  return published;
}

function overlayOf(published: Map<string, Published>): Record<string, string> {
  return Object.fromEntries([...published].map(([path, p]) => [path, p.source]));
}

async function folderSources(): Promise<{ site: SiteRuntime; files: Map<string, string> }> {
  const site = await siteRuntime();
  const files = new Map((site.folder ? folderTemplates(site.folder) : []).map((f) => [f.path, f.source]));
  return { site, files };
}

/** Every template of the folder (and any published at a path the folder lacks), by path. */
export async function listTemplates(store: Store): Promise<TemplateFileSummary[]> {
  const [{ files }, published] = await Promise.all([folderSources(), publishedTemplates(store)]);
  const paths = [...new Set([...files.keys(), ...published.keys()])].sort();
  return paths.flatMap((path) => {
    const kind = templateKindOf(path);
    const version = published.get(path)?.version ?? 0;
    return kind ? [{ path, kind, version, overridden: published.has(path) }] : [];
  });
}

/** The template as it is served: its published version, else the folder's file (version 0). */
export async function readTemplate(store: Store, path: string): Promise<TemplateFile> {
  const [{ files }, part] = await Promise.all([folderSources(), readVersionedPart(store, templatePart(path))]);
  const kind = templateKindOf(path);
  if (kind && part && typeof part.value === 'string') return { path, kind, version: part.version, overridden: true, source: part.value };
  const source = files.get(path);
  if (!kind || source === undefined) throw new ApiError(404, 'unknown-template', UNKNOWN_TEMPLATE_MESSAGE);
  return { path, kind, version: 0, overridden: false, source };
}

/** The site as it would be served with `source` published at `path` (the other published templates kept). */
export async function siteWithDraft(store: Store, path: string, source: string): Promise<SiteRuntime> {
  const [{ site }, published] = await Promise.all([folderSources(), publishedTemplates(store)]);
  const overlay: TemplateOverlay = { ...overlayOf(published), [path]: source };
  return withTemplates(site, overlay);
}

/** The errors a draft has in its own file once laid over the folder (syntax, formatters, platform tags, partials it applies); warnings do not count. */
export function draftProblems(site: SiteRuntime, path: string): TemplateProblem[] {
  return site.errors.filter((e) => e.file === path && !isWarning(e)).map(({ file, line, column, message }) => ({ file, line, column, message }));
}

function refuseBroken(problems: TemplateProblem[]): void {
  if (problems.length === 0) return;
  const issues = problems.map((p) => ({ path: 'source', message: `Line ${p.line}, column ${p.column}: ${p.message}` }));
  throw new TemplateProblemsError(problems, issues);
}

/** A 400 whose body also carries the problems at their line and column (`errors`). */
export class TemplateProblemsError extends ApiError {
  constructor(
    readonly problems: TemplateProblem[],
    issues: { path: string; message: string }[],
  ) {
    super(400, 'template-errors', TEMPLATE_ERRORS_MESSAGE, issues);
  }
}

async function ensureKnown(store: Store, path: string): Promise<void> {
  await readTemplate(store, path);
}

async function publish(store: Store, path: string, source: string, expectedVersion: number, savedBy: string): Promise<TemplateFile> {
  refuseBroken(draftProblems(await siteWithDraft(store, path, source), path));
  const saved: VersionedPart = await saveVersionedPart(store, templatePart(path), source, { expectedVersion, savedBy });
  return { path, kind: templateKindOf(path) ?? 'page', version: saved.version, overridden: true, source };
}

export interface TemplateSave {
  path: string;
  expectedVersion: number;
  source: string;
}

/** Publishes a template: 404 for a path that is no template of the site, 400 with its errors, 409 when stale. */
export async function saveTemplate(store: Store, save: TemplateSave, savedBy: string): Promise<TemplateFile> {
  await ensureKnown(store, save.path);
  return publish(store, save.path, save.source, save.expectedVersion, savedBy);
}

export async function templateHistory(store: Store, path: string): Promise<TemplateHistoryEntry[]> {
  await ensureKnown(store, path);
  return listPartHistory(store, templatePart(path));
}

/** Publishes a kept version again as the newest, checked as any save is. */
export async function restoreTemplate(store: Store, path: string, version: number, expectedVersion: number, savedBy: string): Promise<TemplateFile> {
  await ensureKnown(store, path);
  const value = await readPartVersion(store, templatePart(path), version);
  if (typeof value !== 'string') throw new StoreError('unknown-version');
  return publish(store, path, value, expectedVersion, savedBy);
}
