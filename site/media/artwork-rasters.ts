/**
 * Raster originals of a site folder's drawings: a drawing `assets/<path>.svg` whose raster
 * `/assets/rasters/<path>.jpg` the folder's seed content (`content/**\/*.json`) names is drawn by
 * sharp into that file, RASTER_WIDTH pixels wide, which the asset route then serves resized for
 * each srcset width like any photograph. A folder that names none gets nothing. Rasters are
 * generated, never committed, and made again only when the drawing or the recipe changes (the
 * manifest records both).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from './sharp.js';

/** The widest srcset width: every `?format=NNNw` is a downscale of the original. */
export const RASTER_WIDTH = 2500;
/**
 * JPEG stands in for the photographs the artwork replaces: every browser shows it when WebP is not
 * accepted, and mozjpeg at 4:4:4 keeps the drawings' flat colours and thin lines clean.
 */
const RECIPE = `jpeg-q86-444-mozjpeg-w${RASTER_WIDTH}-v1`;
export const RASTERS_FOLDER = 'rasters';
const MANIFEST = '.manifest.json';

export interface RasterOutcome {
  /** Paths under `assets/`, e.g. `rasters/images/mug.jpg`. */
  made: string[];
  kept: string[];
}

type Manifest = Record<string, string>;

/** The raster of a drawing, relative to `assets/`: `images/mug.svg` → `rasters/images/mug.jpg`. */
export const rasterPath = (drawing: string): string => `${RASTERS_FOLDER}/${drawing.replace(/\.svg$/i, '.jpg')}`;

const NAMED = /\/assets\/rasters\/([A-Za-z0-9_][A-Za-z0-9_/-]*)\.jpg\b/g;

async function jsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) found.push(...(await jsonFiles(join(folder, entry.name))));
    else if (entry.name.endsWith('.json')) found.push(join(folder, entry.name));
  }
  return found;
}

/** The drawings (relative to `assets/`) whose rasters the seed content names, each with the first file naming it. */
async function namedDrawings(siteDir: string): Promise<Map<string, string>> {
  const named = new Map<string, string>();
  for (const file of (await jsonFiles(join(siteDir, 'content'))).sort()) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(NAMED)) {
      const path = match[1] ?? '';
      if (path.split('/').some((part) => part === '' || part.startsWith('.'))) continue;
      if (!named.has(`${path}.svg`)) named.set(`${path}.svg`, relative(siteDir, file).split(sep).join('/'));
    }
  }
  return new Map([...named].sort(([a], [b]) => a.localeCompare(b)));
}

/** The drawing as a JPEG RASTER_WIDTH pixels wide, its height in proportion. */
export async function rasteriseDrawing(svg: Buffer): Promise<Buffer> {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error('the drawing has no width');
  return sharp(svg, { density: (72 * RASTER_WIDTH) / width })
    .resize({ width: RASTER_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer();
}

async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * Makes the rasters the seed content names that are missing or out of date. A named drawing that
 * is not there, or that sharp cannot read, fails with its path.
 */
export async function ensureArtworkRasters(siteDir: string): Promise<RasterOutcome> {
  const assets = join(siteDir, 'assets');
  const manifestFile = join(assets, RASTERS_FOLDER, MANIFEST);
  const manifest: Manifest = await readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Manifest, () => ({}));
  const outcome: RasterOutcome = { made: [], kept: [] };
  const next: Manifest = {};
  for (const [drawing, namedBy] of await namedDrawings(siteDir)) {
    const svg = await readFile(join(assets, drawing)).catch(() => {
      throw new Error(`${namedBy}: names /assets/${rasterPath(drawing)}, but there is no drawing assets/${drawing}`);
    });
    const stamp = createHash('sha256').update(RECIPE).update('\0').update(svg).digest('hex');
    const target = rasterPath(drawing);
    const file = join(assets, ...target.split('/'));
    next[target] = stamp;
    const present = await stat(file).then((s) => s.isFile(), () => false);
    if (present && manifest[target] === stamp) {
      outcome.kept.push(target);
      continue;
    }
    try {
      await writeAtomically(file, await rasteriseDrawing(svg));
    } catch (error) {
      throw new Error(`${relative(siteDir, join(assets, drawing)).split(sep).join('/')}: cannot be drawn as an image (${(error as Error).message})`);
    }
    outcome.made.push(target);
  }
  if (outcome.made.length > 0 || Object.keys(manifest).length !== Object.keys(next).length) {
    await writeAtomically(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
  }
  return outcome;
}
