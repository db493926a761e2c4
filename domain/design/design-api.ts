/**
 * The Design screen's calls, shared by the screen and the server: what `GET /api/admin/design`
 * answers, and the bodies of saving, restoring and previewing.
 */
import { z } from 'zod';
import { previewUrlSchema } from '../admin/templates.js';
import type { Tweak, TweakValue } from './tweaks.js';

/** A problem of the folder's tweak comments, at its file, line and column (the site still serves). */
export interface DesignWarning {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface DesignState {
  /** The folder's tweaks, in the order its stylesheets declare them. */
  tweaks: Tweak[];
  /** The owner's saved values (only those that differ from nothing: absent = the folder's default). */
  values: Record<string, TweakValue>;
  /** The version of the saved values (0 before the first save). */
  version: number;
  warnings: DesignWarning[];
}

export interface DesignHistoryEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

/** `hidden`: the tweaks whose `showOnlyWhenPresent` names nothing on the previewed page (the screen hides them there). */
export type DesignPreview = { ok: true; html: string; hidden: string[] } | { ok: false; message: string };

/** At most this many values in one call (a folder has tens of tweaks). */
export const MAX_DESIGN_VALUES = 500;

const versionSchema = z
  .number({ required_error: 'expectedVersion is required.', invalid_type_error: 'expectedVersion must be a number.' })
  .int('expectedVersion must be a whole number.')
  .min(0, 'expectedVersion must be 0 or more.');

const valuesSchema = z
  .record(z.unknown(), { required_error: 'values is required.', invalid_type_error: 'values must be an object of setting names and values.' })
  .refine((values) => Object.keys(values).length <= MAX_DESIGN_VALUES, `values may name at most ${MAX_DESIGN_VALUES} settings.`);

export const designSaveSchema = z.object({ values: valuesSchema, expectedVersion: versionSchema }).strict();
export const designRestoreSchema = z
  .object({
    version: z.number({ required_error: 'version is required.', invalid_type_error: 'version must be a number.' }).int().min(1, 'version must be 1 or more.'),
    expectedVersion: versionSchema,
  })
  .strict();
export const designPreviewSchema = z.object({ values: valuesSchema, url: previewUrlSchema }).strict();
