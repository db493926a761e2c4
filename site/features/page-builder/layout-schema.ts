/** The bodies of the layout calls (domain/layout/layout-api.ts), checked before the layout itself is (check-layout.ts). */
import { z } from 'zod';
import { edited, keptVersion, previewSchema, version } from './draft-schema.js';

/** The layout is checked as a whole, with paths, by check-layout.ts. */
const layout = edited('layout');

export const saveDraftSchema = z.object({ layout, expectedVersion: version('expectedVersion') }).strict();
export const layoutActionSchema = z.object({ expectedVersion: version('expectedVersion') }).strict();
export const layoutRestoreSchema = z.object({ version: keptVersion, expectedVersion: version('expectedVersion') }).strict();
/** The layout being edited, or a kept published version (`{version}`, as the history shows it). */
export const layoutPreviewSchema = previewSchema('layout') as z.ZodType<{ layout: unknown } | { version: number }>;

/** A layout of 60 blocks with their rich text: at most 2 MB of JSON. */
export const LAYOUT_BODY_BYTES = 2 * 1024 * 1024;
