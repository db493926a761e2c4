import { readdir, realpath, stat } from 'node:fs/promises';
import { listFiles, readInside } from './folder-files.js';
import { parseJsonFile } from './json-file.js';
import { parseTemplateConf, TEMPLATE_CONF } from './template-conf.js';
import { type CollectionFiles, type PageFiles, type SiteFolder, type SourceFile } from './types.js';
import { folderError, folderWarning, type FolderError } from './folder-error.js';

export interface LoadedFolder {
  /** Present when the folder could be read (it may still have errors). */
  folder?: SiteFolder;
  errors: FolderError[];
}

const NAME = '[A-Za-z0-9_-]+';
const COLLECTION_FILE = new RegExp(`^collections/(${NAME})\\.(list|item|conf)$`);
const BLOCK_FILE = new RegExp(`^blocks/(${NAME}\\.block)$`);
const PAGE_FILE = new RegExp(`^pages/(${NAME})\\.page(\\.conf)?$`);

/** Reads a site folder (see docs/site-folders-brief.md). Never throws for a bad folder. */
export async function loadSiteFolder(dir: string): Promise<LoadedFolder> {
  let root: string;
  try {
    root = await realpath(dir);
    if (!(await stat(root)).isDirectory()) throw new Error('not a folder');
  } catch {
    return { errors: [folderError(dir, 1, 1, `the site folder ${dir} does not exist or is not a folder`, 'missing-folder')] };
  }
  const errors: FolderError[] = [];

  const confText = await readInside(root, TEMPLATE_CONF);
  if (!confText.ok) return { errors: [{ ...confText.error, message: `${TEMPLATE_CONF} is missing or unreadable: ${confText.error.message}` }] };
  const parsedConf = parseTemplateConf(confText.value);
  const { conf, locate } = parsedConf;
  if (conf === undefined || locate === undefined) return { errors: parsedConf.errors };

  const readSource = async (rel: string): Promise<SourceFile | undefined> => {
    const read = await readInside(root, rel);
    if (read.ok) return { path: rel, source: read.value };
    errors.push(read.error);
    return undefined;
  };
  const readJson = async (rel: string): Promise<Record<string, unknown> | undefined> => {
    const file = await readSource(rel);
    if (file === undefined) return undefined;
    const parsed = parseJsonFile(rel, file.source);
    if (!parsed.ok) {
      errors.push(parsed.error);
      return undefined;
    }
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      errors.push(folderError(rel, 1, 1, `${rel} must hold a JSON object`, 'invalid-conf'));
      return undefined;
    }
    return parsed.value as Record<string, unknown>;
  };

  const regions: Record<string, SourceFile> = {};
  const top = await readdir(root, { withFileTypes: true });
  for (const entry of top.filter((e) => e.name.endsWith('.region')).sort((a, b) => a.name.localeCompare(b.name))) {
    const name = entry.name.slice(0, -'.region'.length);
    if (!new RegExp(`^${NAME}$`).test(name)) {
      errors.push(folderError(entry.name, 1, 1, `region file names are letters, digits, _ and - (${entry.name})`, 'invalid-file-name'));
      continue;
    }
    const file = await readSource(entry.name);
    if (file) regions[name] = file;
  }
  for (const [id, layout] of Object.entries(conf.layouts)) {
    layout.regions.forEach((region, index) => {
      if (regions[region] !== undefined) return;
      const { line, column } = locate(['layouts', id, 'regions', index]);
      errors.push(folderError(TEMPLATE_CONF, line, column, `layout '${id}' names region '${region}', but ${region}.region does not exist`, 'missing-region'));
    });
  }

  const collections: Record<string, CollectionFiles> = {};
  const blocks: Record<string, SourceFile> = {};
  const pages: Record<string, PageFiles> = {};
  const pageConfs: Record<string, Record<string, unknown>> = {};
  for (const sub of ['collections', 'blocks', 'pages']) {
    const listed = await listFiles(root, sub);
    errors.push(...listed.errors);
    for (const rel of listed.files) {
      const collection = COLLECTION_FILE.exec(rel);
      const block = BLOCK_FILE.exec(rel);
      const page = PAGE_FILE.exec(rel);
      if (collection) {
        const [, type = '', kind] = collection;
        const entry = (collections[type] ??= {});
        if (kind === 'conf') {
          const confValue = await readJson(rel);
          if (confValue) entry.conf = confValue;
        } else {
          const file = await readSource(rel);
          if (file) entry[kind as 'list' | 'item'] = file;
        }
      } else if (block) {
        const file = await readSource(rel);
        if (file) blocks[block[1] as string] = file;
      } else if (page) {
        const name = page[1] as string;
        if (page[2]) {
          const confValue = await readJson(rel);
          if (confValue) pageConfs[name] = confValue;
        } else {
          const file = await readSource(rel);
          if (file) pages[name] = { file };
        }
      } else {
        errors.push(folderError(rel, 1, 1, `${rel} is not a file a site folder uses here (${expected(sub)})`, 'unexpected-file'));
      }
    }
  }
  for (const [name, pageConf] of Object.entries(pageConfs)) {
    const page = pages[name];
    if (page) page.conf = pageConf;
    else errors.push(folderError(`pages/${name}.page.conf`, 1, 1, `pages/${name}.page.conf has no pages/${name}.page`, 'orphan-conf'));
  }

  conf.systemPartials.forEach((name, index) => {
    if (blocks[name] !== undefined || blocks[`${name}.block`] !== undefined) return;
    const { line, column } = locate(['systemPartials', index]);
    errors.push(folderWarning(TEMPLATE_CONF, line, column, `system partial '${name}' is the platform's own, which this site does not provide; it renders as nothing`, 'missing-system-partial'));
  });

  const assets = await listFiles(root, 'assets');
  const scripts = await listFiles(root, 'scripts');
  errors.push(...assets.errors, ...scripts.errors);

  const stylesheets: SourceFile[] = [];
  for (const [index, name] of conf.stylesheets.entries()) {
    const read = await readInside(root, `styles/${name}`);
    if (read.ok) stylesheets.push({ path: `styles/${name}`, source: read.value });
    else {
      const { line, column } = locate(['stylesheets', index]);
      // The platform serves the other stylesheets; so do we.
      errors.push(folderWarning(TEMPLATE_CONF, line, column, `stylesheet '${name}' is named, but ${read.error.message}; it is left out of /site.css`, 'missing-stylesheet'));
    }
  }

  const folder: SiteFolder = {
    dir: root,
    conf,
    regions,
    collections,
    blocks,
    pages,
    assets: assets.files,
    scripts: scripts.files,
    stylesheets,
  };
  return { folder, errors };
}

function expected(sub: string): string {
  if (sub === 'collections') return 'collections/<type>.list, .item or .conf';
  if (sub === 'blocks') return 'blocks/<name>.block';
  return 'pages/<name>.page or pages/<name>.page.conf';
}

