/**
 * The template a slide is drawn with: `templates/slides/cover-page.slide` (JSON-T, compiled once
 * per process), or the site folder's own `blocks/cover-page-slide.block` when it has one (it wins).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compile } from '../../../library/index.js';
import type { CompiledSite } from '../../folder/compile-folder.js';
import { blockTemplatesDirectory, type BlockTemplate } from './block-templates.js';

export const SLIDE_TEMPLATE_FILE = 'templates/slides/cover-page.slide';
export const FOLDER_SLIDE_BLOCK = 'cover-page-slide.block';

let builtIn: BlockTemplate | undefined;

export function builtInSlideTemplate(): BlockTemplate {
  if (builtIn) return builtIn;
  const path = join(dirname(blockTemplatesDirectory()), 'slides', 'cover-page.slide');
  const template = compile(readFileSync(path, 'utf8'), { name: SLIDE_TEMPLATE_FILE });
  if (template.errors.length > 0) throw new Error(`${SLIDE_TEMPLATE_FILE}: ${template.errors.map((e) => e.message).join('; ')}`);
  builtIn = { file: SLIDE_TEMPLATE_FILE, template };
  return builtIn;
}

export function slideTemplateFor(compiled: CompiledSite | undefined): BlockTemplate {
  const own = compiled && Object.hasOwn(compiled.partials, FOLDER_SLIDE_BLOCK) && compiled.folder.blocks[FOLDER_SLIDE_BLOCK] !== undefined ? compiled.partials[FOLDER_SLIDE_BLOCK] : undefined;
  return own ? { file: `blocks/${FOLDER_SLIDE_BLOCK}`, template: own } : builtInSlideTemplate();
}
