/**
 * The site with the owner's design values (domain/design/tweaks.ts): its stylesheets compiled
 * again with the values as LESS variables after them (site/folder/tweak-less.ts), and the body
 * classes of its dropdown and checkbox tweaks. A compiled stylesheet is kept per folder and values,
 * so the served site and each preview compile once.
 */
import { designBodyClasses, effectiveValues } from '../../domain/design/tweaks.js';
import { compileStylesheets } from '../folder/styles.js';
import { tweakOverrides } from '../folder/tweak-less.js';
import { type SiteFolder } from '../folder/types.js';
import { isWarning } from '../folder/folder-error.js';
import type { SiteRuntime } from './site-runtime-type.js';

/** Stylesheets kept per folder (the served values and recent previews). */
const MAX_KEPT = 24;
const kept = new WeakMap<SiteFolder, Map<string, Promise<string | undefined>>>();

async function compiled(folder: SiteFolder, overrides: string): Promise<string | undefined> {
  const styles = await compileStylesheets(folder, overrides);
  // Checked values never break the unit; if they did, the folder's own stylesheet is served.
  return styles.errors.some((e) => !isWarning(e)) ? undefined : styles.css;
}

/** `site` with `stored` (the saved or draft values; anything else: the defaults) applied to its styles and body classes. */
export async function withDesign(site: SiteRuntime, stored: unknown): Promise<SiteRuntime> {
  const { folder } = site;
  if (!folder || site.tweaks.length === 0) return site;
  const values = effectiveValues(site.tweaks, stored);
  const overrides = tweakOverrides(site.tweaks, values);
  const designClasses = designBodyClasses(site.tweaks, values);
  if (overrides === '') return { ...site, designClasses };
  let byValues = kept.get(folder);
  if (byValues === undefined) kept.set(folder, (byValues = new Map()));
  let css = byValues.get(overrides);
  if (css === undefined) {
    if (byValues.size >= MAX_KEPT) byValues.delete(byValues.keys().next().value ?? '');
    css = compiled(folder, overrides).catch(() => undefined);
    byValues.set(overrides, css);
  }
  return { ...site, css: (await css) ?? site.css, designClasses };
}
