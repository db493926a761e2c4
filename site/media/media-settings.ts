import { dirname, resolve } from 'node:path';
import { DEFAULT_SQLITE_PATH, positiveSetting, storeLocation } from '../db/index.js';

export interface MediaSettings {
  /** Originals under `originals/`, resized copies under `sizes/`. */
  dir: string;
  /** Resizes running at once, and waiting beyond them before 503. */
  concurrency: number;
  maxWaiting: number;
  /** The largest input image, in pixels (sharp's `limitInputPixels`). */
  maxInputPixels: number;
  /** The most the resized copies under `sizes/` may take, in bytes. */
  maxCacheBytes: number;
  /** Whether the srcset widths are made ahead of visitors (warm-sizes.ts); `MEDIA_WARM=0` turns it off. */
  warm: boolean;
}

/** `MEDIA_DIR` (default: `media/` beside the SQLite file, or `data/media/` for PostgreSQL), `MEDIA_RESIZE_CONCURRENCY`, `MEDIA_MAX_PIXELS`, `MEDIA_CACHE_MAX_MB` (1024), `MEDIA_WARM` (on unless `0`). */
export function mediaSettings(env: NodeJS.ProcessEnv = process.env): MediaSettings {
  return {
    dir: env['MEDIA_DIR']?.trim() ? resolve(env['MEDIA_DIR']) : defaultFolder(env),
    concurrency: positiveSetting(env['MEDIA_RESIZE_CONCURRENCY'], 2),
    maxWaiting: positiveSetting(env['MEDIA_RESIZE_WAITING'], 16),
    maxInputPixels: positiveSetting(env['MEDIA_MAX_PIXELS'], 50_000_000),
    maxCacheBytes: positiveSetting(env['MEDIA_CACHE_MAX_MB'], 1024) * 1024 * 1024,
    warm: env['MEDIA_WARM']?.trim() !== '0',
  };
}

function defaultFolder(env: NodeJS.ProcessEnv): string {
  const location = storeLocation(env['DATABASE_URL']);
  const base = location.kind === 'sqlite' && location.path !== ':memory:' ? dirname(location.path) : resolve(dirname(DEFAULT_SQLITE_PATH));
  return resolve(base, 'media');
}

let cached: MediaSettings | undefined;

/** The process's settings, read once. */
export function currentMediaSettings(): MediaSettings {
  cached ??= mediaSettings();
  return cached;
}
