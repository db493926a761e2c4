/**
 * The hashes of the inline scripts the storefront itself writes, trusted on the responses Astro
 * renders (the admin, the account pages, error pages): Astro's island runtime and its client
 * directives (written before the first island of a page), the scripts the built-in fragments
 * write literally (templates/*.jsont, templates/blocks/*.block), the live reload client in development mode, and what the
 * server registers at start-up from the build's manifest (a script Astro inlined, the directives
 * it was built with). A site page trusts only the fragments' scripts and what it wrote itself
 * (page-policy.ts). Nothing here is read from a page.
 */
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import islandScriptDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import idle from 'astro/client/idle.prebuilt.js';
import load from 'astro/client/load.prebuilt.js';
import media from 'astro/client/media.prebuilt.js';
import only from 'astro/client/only.prebuilt.js';
import visible from 'astro/client/visible.prebuilt.js';
import { compile } from '../../library/index.js';
import { fragmentSources } from '../../templates/generated.js';
import { literalInlineScripts } from '../folder/template-scripts.js';
import { builtInBlockTemplates } from '../features/page-builder/block-templates.js';
import { LIVE_RELOAD_SCRIPT } from '../pipeline/live-reload.js';
import { isDevMode } from '../pipeline/site-location.js';
import { scriptHash } from './script-hash.js';

const registered = new Set<string>();
let hashes: readonly string[] | undefined;

/** Adds scripts the server writes (their exact texts); called at start-up, before any request. */
export function trustOwnScripts(texts: Iterable<string>): void {
  for (const text of texts) registered.add(text);
  hashes = undefined;
}

function fragmentScripts(): string[] {
  return Object.entries(fragmentSources).flatMap(([name, source]) => literalInlineScripts(compile(source, { name }).ast));
}

/** The scripts the built-in block templates write literally (the gallery's controls, the video's click-to-play). */
function blockTemplateScripts(): string[] {
  return [...builtInBlockTemplates().values()].flatMap((block) => literalInlineScripts(block.template.ast));
}

/** The hashes of every script of the list above, made once. */
export function ownScriptHashes(): readonly string[] {
  if (hashes === undefined) {
    const texts = [islandScript, islandScriptDev, load, idle, visible, media, only, ...registered];
    hashes = [...new Set([...texts.map(scriptHash), ...templateScriptHashes()])];
  }
  return hashes;
}

let templateHashes: readonly string[] | undefined;

/** The scripts any site page may carry without writing them itself: the built-in fragments' and block templates' literal scripts (hashed from their compiled text), and the live reload client in development mode. */
export function templateScriptHashes(): readonly string[] {
  templateHashes ??= [...new Set([...fragmentScripts(), ...blockTemplateScripts(), ...(isDevMode() ? [LIVE_RELOAD_SCRIPT] : [])].map(scriptHash))];
  return templateHashes;
}
