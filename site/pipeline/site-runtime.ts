/**
 * The served site: its folder read (its SVG artwork drawn as raster images first), every template
 * compiled once, its stylesheets compiled, its seed content read. Kept for the life of the process; in development mode a change anywhere in
 * the folder (or in the system templates) makes the next request load it again.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { compileSite, loadSystemTemplates, type CompiledSite } from '../folder/compile-folder.js';
import { loadSiteFolder } from '../folder/load-folder.js';
import { compileStylesheets } from '../folder/styles.js';
import { readFolderTweaks } from '../folder/tweak-comments.js';
import { designBodyClasses, effectiveValues, type Tweak } from '../../domain/design/tweaks.js';
import { withDesign } from './site-design.js';
import type { SiteRuntime } from './site-runtime-type.js';
import { overlayTemplates, type TemplateOverlay } from '../folder/template-overlay.js';
import { formatFolderError, type FolderError } from '../folder/folder-error.js';
import { layoutWarnings } from './layout-choice.js';
import { readSeedContent } from '../content/seed-content.js';
import { ensureArtworkRasters } from '../media/artwork-rasters.js';
import { isDevMode, siteDirectory, systemTemplatesDirectory } from './site-location.js';

export type { SiteRuntime };

/** Quiet time after the last file event before the folder counts as changed. */
const SETTLE_MS = 150;

let version = 0;
let loading: Promise<SiteRuntime> | undefined;
const listeners = new Set<(version: number) => void>();
let watchers: FSWatcher[] = [];

async function load(): Promise<SiteRuntime> {
  const dir = siteDirectory();
  const system = await loadSystemTemplates(systemTemplatesDirectory());
  // Made at build time already (site/scripts/build-site.mjs); here only what is missing or stale.
  const drawn = await ensureArtworkRasters(dir).then(() => undefined, (error: Error) => error.message);
  const { folder, errors } = await loadSiteFolder(dir);
  const all: FolderError[] = [...errors];
  if (drawn !== undefined) all.push({ file: 'assets/', line: 1, column: 1, message: drawn });
  let compiled: CompiledSite | undefined;
  let css = '';
  let tweaks: Tweak[] = [];
  if (folder) {
    compiled = compileSite(folder, { systemTemplates: system });
    all.push(...compiled.errors);
    const styles = await compileStylesheets(folder);
    css = styles.css;
    all.push(...styles.errors);
    const declared = await readFolderTweaks(folder);
    tweaks = declared.tweaks;
    all.push(...declared.warnings);
  }
  const seed = readSeedContent(join(dir, 'content'));
  for (const e of seed.errors) {
    const at = e.at ?? { line: e.line ?? 1, column: e.column ?? 1 };
    all.push({ file: `content/${e.file}`, line: at.line, column: at.column, message: `${e.path ? `${e.path}: ` : ''}${e.message} (the file is left out)`, code: 'seed-error' });
  }
  if (compiled && seed.content) all.push(...layoutWarnings(seed.content, compiled.layouts));
  for (const error of all) console.error(`[site] ${formatFolderError(error)}`);
  if (isDevMode()) startWatching(dir);
  const designClasses = designBodyClasses(tweaks, effectiveValues(tweaks, undefined));
  return { dir, version, folder, compiled, css, tweaks, designClasses, seed: seed.content, errors: all, systemTemplates: system, overlay: {} };
}

function startWatching(dir: string): void {
  if (watchers.length > 0) return;
  // An editor's save is a burst of events (truncate, write, rename): the folder is loaded again
  // once the burst is over, never from a half-written file.
  let timer: NodeJS.Timeout | undefined;
  const changed = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      version += 1;
      loading = undefined;
      for (const listener of listeners) listener(version);
    }, SETTLE_MS);
  };
  for (const path of [dir, systemTemplatesDirectory()]) {
    try {
      watchers.push(watch(path, { recursive: true }, changed));
    } catch (error) {
      console.error(`[site] cannot watch ${path}:`, error);
    }
  }
}

export function siteRuntime(): Promise<SiteRuntime> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The site as a draft or the published templates would serve it: the folder's templates with
 * `overlay` laid over them, compiled (styles and seed content as they are). Nothing is stored.
 */
export function withTemplates(base: SiteRuntime, overlay: TemplateOverlay): SiteRuntime {
  if (!base.folder || Object.keys(overlay).length === 0) return base;
  const compiled = compileSite(overlayTemplates(base.folder, overlay), { systemTemplates: base.systemTemplates });
  const own = new Set(base.compiled?.errors ?? []);
  const errors = [...base.errors.filter((e) => !own.has(e)), ...compiled.errors];
  return { ...base, compiled, errors, overlay };
}

let templated: { base: SiteRuntime; overlay: TemplateOverlay; site: SiteRuntime } | undefined;
let served: { templated: SiteRuntime; design: unknown; site: Promise<SiteRuntime> } | undefined;

/** The published templates (the content snapshot's) over the folder, compiled again only when the folder or they changed. */
export async function publishedSite(overlay: TemplateOverlay): Promise<SiteRuntime> {
  const base = await siteRuntime();
  if (templated?.base !== base || templated.overlay !== overlay) {
    const site = withTemplates(base, overlay);
    for (const error of site.errors.filter((e) => !base.errors.includes(e))) console.error(`[site] published ${error.file}:${error.line}:${error.column}: ${error.message}`);
    templated = { base, overlay, site };
  }
  return templated.site;
}

/**
 * The site as it is served: the published templates (the content snapshot's, read from the
 * database) over the folder, its styles with the saved design values (`design`, the snapshot's:
 * site-design.ts). Compiled again only when the folder, the published templates or the design
 * changed, never per request.
 */
export async function servedSite(overlay: TemplateOverlay, design?: unknown): Promise<SiteRuntime> {
  const site = await publishedSite(overlay);
  if (served?.templated !== site || served.design !== design) served = { templated: site, design, site: withDesign(site, design) };
  return served.site;
}

/** The folder's version now: 0 at start, one more after each change (development mode). */
export function siteVersion(): number {
  return version;
}

/** Calls `listener` with the new version after every change of the folder (development mode). */
export function onSiteChange(listener: (version: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stops watching (tests). */
export function stopWatching(): void {
  for (const w of watchers) w.close();
  watchers = [];
}
