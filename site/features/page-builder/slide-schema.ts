/** The bodies of the slide calls (domain/layout/slide-api.ts); the slide itself is checked by check-slide.ts. */
import { z } from 'zod';
import { edited, keptVersion, previewSchema, version } from './draft-schema.js';

const slide = edited('slide');

export const saveSlideSchema = z.object({ slide, expectedVersion: version('expectedVersion') }).strict();
/** The slide being edited, or a kept published version (`{version}`, as the history shows it). */
export const previewSlideSchema = previewSchema('slide') as z.ZodType<{ slide: unknown } | { version: number }>;
export const restoreSlideSchema = z.object({ version: keptVersion, expectedVersion: version('expectedVersion') }).strict();
export const slideActionSchema = z.object({ expectedVersion: version('expectedVersion') }).strict();

/** 30 slices of at most a few KB each. */
export const SLIDE_BODY_BYTES = 256 * 1024;
