/**
 * The Templates screen's files and calls, shared by the editor and the server: which paths of a
 * site folder are templates (`site.region`, `collections/blog.list`, `blocks/navigation.block`,
 * `pages/home.page`), the group each is listed in, and the bodies of the calls.
 */
import { z } from 'zod';

export type TemplateKind = 'region' | 'list' | 'item' | 'block' | 'page';
export type TemplateGroup = 'Regions' | 'Collections' | 'Blocks' | 'Pages';

const NAME = '[A-Za-z0-9_-]+';
const KINDS: readonly [RegExp, TemplateKind][] = [
  [new RegExp(`^${NAME}\\.region$`), 'region'],
  [new RegExp(`^collections/${NAME}\\.list$`), 'list'],
  [new RegExp(`^collections/${NAME}\\.item$`), 'item'],
  [new RegExp(`^blocks/${NAME}\\.block$`), 'block'],
  [new RegExp(`^pages/${NAME}\\.page$`), 'page'],
];

/** The kind of template a folder path holds, or undefined when the path is no template. */
export function templateKindOf(path: string): TemplateKind | undefined {
  return KINDS.find(([pattern]) => pattern.test(path))?.[1];
}

export const TEMPLATE_GROUPS: readonly TemplateGroup[] = ['Regions', 'Collections', 'Blocks', 'Pages'];

export function templateGroupOf(kind: TemplateKind): TemplateGroup {
  if (kind === 'region') return 'Regions';
  if (kind === 'block') return 'Blocks';
  if (kind === 'page') return 'Pages';
  return 'Collections';
}

/** The content part a published template is stored in. */
export const TEMPLATE_PART_PREFIX = 'template:';
export const templatePart = (path: string): string => `${TEMPLATE_PART_PREFIX}${path}`;

/** Largest template source accepted (the folder reader's limit is larger; templates are small). */
export const MAX_TEMPLATE_SOURCE = 256 * 1024;

export const templatePathSchema = z
  .string({ required_error: 'path is required.', invalid_type_error: 'path must be a string.' })
  .refine((path) => templateKindOf(path) !== undefined, (path) => ({ message: `${path} is not a template of the site folder.` }));

const versionSchema = z
  .number({ required_error: 'expectedVersion is required.', invalid_type_error: 'expectedVersion must be a number.' })
  .int('expectedVersion must be a whole number.')
  .min(0, 'expectedVersion must be 0 or more.');

const sourceSchema = z
  .string({ required_error: 'source is required.', invalid_type_error: 'source must be a string.' })
  .max(MAX_TEMPLATE_SOURCE, `A template may be at most ${MAX_TEMPLATE_SOURCE} characters.`);

/** A site path to preview or read the context of: `/blog`, `/shop/p/linen-apron?x=1`. */
export const previewUrlSchema = z
  .string({ required_error: 'url is required.', invalid_type_error: 'url must be a string.' })
  .max(2083, 'url may be at most 2083 characters.')
  .refine((url) => /^\/(?!\/)/.test(url) && !/^\/(api|admin|account)(\/|$|\?)/.test(url), (url) => ({ message: `${url} is not a page of the site.` }));

export const templateQuerySchema = z.object({ path: templatePathSchema });
export const templateSaveSchema = z.object({ path: templatePathSchema, expectedVersion: versionSchema, source: sourceSchema });
export const templateRestoreSchema = z.object({
  path: templatePathSchema,
  expectedVersion: versionSchema,
  version: z.number({ required_error: 'version is required.', invalid_type_error: 'version must be a number.' }).int().min(1, 'version must be 1 or more.'),
});
export const templatePreviewSchema = z.object({ path: templatePathSchema, source: sourceSchema, url: previewUrlSchema });
export const previewContextSchema = z.object({ url: previewUrlSchema });

export interface TemplateFileSummary {
  path: string;
  kind: TemplateKind;
  /** The published version; 0 while the folder's own file is served. */
  version: number;
  /** Whether a published version is served instead of the folder's file. */
  overridden: boolean;
}

export interface TemplateList {
  files: TemplateFileSummary[];
  /** A page of the site each main template renders, for the preview (`collections/blog.list` → `/blog`). */
  previewUrls: Record<string, string>;
}

export interface TemplateFile extends TemplateFileSummary {
  source: string;
}

export interface TemplateHistoryEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

/** An error of the engine or of the folder, at its file, line and column (1-based). */
export interface TemplateProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export type TemplatePreview = { ok: true; html: string } | { ok: false; errors: TemplateProblem[] };
