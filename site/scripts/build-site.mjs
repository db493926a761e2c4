#!/usr/bin/env node
// Runs `astro build` unless dist-site/ is already up to date: `npm start` uses this so that a
// second start does not rebuild the site. HOST, PORT and SITE_DIR are read by the built server at
// start-up, so another port, host or site never rebuilds (nor do two servers on two ports rebuild
// over each other). The build is skipped only when
//   - dist-site/.build-stamp.json exists (written after a successful build, removed before one), and
//   - no source file changed since the build started: site/, fixtures/, templates/, islands/,
//     engine/, library/, formatters/, predicates/, domain/, public/, astro.config.mjs and the Vite plugins it
//     loads from scripts/, tsconfig.json, package.json,
//     package-lock.json and node_modules/.package-lock.json (rewritten by every npm install/ci).
// `--force` (or SITE_REBUILD=1) always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const outDir = join(root, 'dist-site');
const stampFile = join(outDir, '.build-stamp.json');
const entry = join(outDir, 'server', 'entry.mjs');

const sourceDirs = ['site', 'public', 'fixtures', 'templates', 'islands', 'engine', 'library', 'formatters', 'predicates', 'domain'];
const sourceFiles = [
  'astro.config.mjs',
  join('scripts', 'island-chunks.mjs'),
  join('scripts', 'css-only-preload-helper.mjs'),
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  join('node_modules', '.package-lock.json'),
];


/** Newest modification time (ms) of a file or of every file below a directory. */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up as a newer directory
  for (const entryName of readdirSync(path)) {
    if (entryName === 'node_modules' || entryName.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entryName)));
  }
  return newest;
}

function upToDate() {
  if (!existsSync(stampFile) || !existsSync(entry)) return 'no previous build';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'unreadable build stamp';
  }
  const newest = Math.max(...[...sourceDirs, ...sourceFiles].map((p) => newestMtime(join(root, p))));
  if (!(typeof stamp.startedAt === 'number' && newest < stamp.startedAt)) return 'sources changed';
  return null;
}

// The demo's artwork as raster originals (cheap when already drawn), whether or not Astro builds.
const drawn = spawnSync(process.execPath, [join(root, 'site', 'scripts', 'rasterise-artwork.mjs')], { cwd: root, stdio: 'inherit' });
if (drawn.status !== 0) process.exit(drawn.status || 1);

const force = process.argv.includes('--force') || process.env.SITE_REBUILD === '1';
const reason = force ? 'forced' : upToDate();
if (reason === null) {
  console.log('[build-site] dist-site/ is up to date; skipping astro build (HOST, PORT and SITE_DIR are read at start-up)');
  process.exit(0);
}

console.log(`[build-site] astro build (${reason})`);
const startedAt = Date.now();
rmSync(stampFile, { force: true });
const astroBin = join(root, 'node_modules', 'astro', 'astro.js');
const result = spawnSync(process.execPath, [astroBin, 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }, // a test runner's NODE_ENV=test would ship development React
});
if (result.status !== 0) {
  console.error(`[build-site] astro build failed (${result.error ?? `exit ${result.status ?? result.signal}`})`);
  process.exit(result.status || 1);
}
writeFileSync(stampFile, JSON.stringify({ startedAt }, null, 2) + '\n');
