/** The bodies of the slide calls (domain/layout/slide-api.ts); the slide itself is checked by check-slide.ts. */
import { z } from 'zod';

const version = (name: string) =>
  z.number({ required_error: `${name} is required.`, invalid_type_error: `${name} must be a number.` }).int(`${name} must be a whole number.`).min(0, `${name} must be 0 or more.`);

const slide = z.unknown().refine((v) => v !== undefined, 'slide is required.');

export const saveSlideSchema = z.object({ slide, expectedVersion: version('expectedVersion') }).strict();
const keptVersion = version('version').min(1, 'version must be 1 or more.');
/** The slide being edited, or a kept published version (`{version}`, as the history shows it). */
export const previewSlideSchema = z.union([z.object({ slide }).strict(), z.object({ version: keptVersion }).strict()], { errorMap: () => ({ message: 'Send the slide, or the version of the history to preview.' }) });
export const restoreSlideSchema = z.object({ version: keptVersion, expectedVersion: version('expectedVersion') }).strict();
export const slideActionSchema = z.object({ expectedVersion: version('expectedVersion') }).strict();

/** 30 slices of at most a few KB each. */
export const SLIDE_BODY_BYTES = 256 * 1024;
