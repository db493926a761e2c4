/** The bodies of the layout calls (domain/layout/layout-api.ts), checked before the layout itself is (check-layout.ts). */
import { z } from 'zod';

const version = (name: string) =>
  z.number({ required_error: `${name} is required.`, invalid_type_error: `${name} must be a number.` }).int(`${name} must be a whole number.`).min(0, `${name} must be 0 or more.`);

/** The layout is checked as a whole, with paths, by check-layout.ts. */
const layout = z.unknown().refine((v) => v !== undefined, 'layout is required.');

export const saveDraftSchema = z.object({ layout, expectedVersion: version('expectedVersion') }).strict();
export const layoutActionSchema = z.object({ expectedVersion: version('expectedVersion') }).strict();
export const layoutRestoreSchema = z.object({ version: version('version').min(1, 'version must be 1 or more.'), expectedVersion: version('expectedVersion') }).strict();
export const layoutPreviewSchema = z.object({ layout }).strict();

/** A layout of 60 blocks with their rich text: at most 2 MB of JSON. */
export const LAYOUT_BODY_BYTES = 2 * 1024 * 1024;
