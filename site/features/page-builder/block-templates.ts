/**
 * The built-in block templates (`templates/blocks/<kind>.block`, JSON-T), read and compiled once
 * per process, and the template a site renders a kind with: the folder's own
 * `blocks/<kind>.block` when it has one (it wins), else the built-in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type Template } from '../../../library/index.js';
import type { BlockKind } from '../../../domain/layout/block-kinds.js';
import type { CompiledSite } from '../../folder/compile-folder.js';

/** `templates/blocks/` of the project (`SITE_ROOT` when set, else the nearest folder above holding it). */
export function blockTemplatesDirectory(): string {
  const override = process.env['SITE_ROOT'];
  if (override) return join(resolve(override), 'templates', 'blocks');
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'templates', 'blocks');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return join(process.cwd(), 'templates', 'blocks');
    dir = parent;
  }
}

export interface BlockTemplate {
  /** Where it comes from: `templates/blocks/text.block` or the folder's `blocks/text.block`. */
  file: string;
  template: Template;
}

let builtIns: ReadonlyMap<string, BlockTemplate> | undefined;

/** The built-in block templates by kind; a compile error is thrown (the build checks them: tests/site/page-builder/block-templates.test.ts). */
export function builtInBlockTemplates(): ReadonlyMap<string, BlockTemplate> {
  if (builtIns) return builtIns;
  const dir = blockTemplatesDirectory();
  const made = new Map<string, BlockTemplate>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.block')).sort()) {
    const file = `templates/blocks/${name}`;
    const template = compile(readFileSync(join(dir, name), 'utf8'), { name: file });
    if (template.errors.length > 0) throw new Error(`${file}: ${template.errors.map((e) => e.message).join('; ')}`);
    made.set(name.slice(0, -'.block'.length), { file, template });
  }
  builtIns = made;
  return made;
}

/** The template a site draws a block kind with: its folder's `blocks/<kind>.block`, else the built-in. */
export function blockTemplateFor(kind: BlockKind, compiled: CompiledSite | undefined): BlockTemplate | undefined {
  const name = `${kind}.block`;
  const own = compiled && Object.hasOwn(compiled.partials, name) && compiled.folder.blocks[name] !== undefined ? compiled.partials[name] : undefined;
  if (own) return { file: `blocks/${name}`, template: own };
  return builtInBlockTemplates().get(kind);
}
