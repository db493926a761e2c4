import { z } from 'astro/zod';
import { parseJsonFile } from './json-file.js';
import { folderError, type FolderError } from './folder-error.js';

const NAME = /^[A-Za-z0-9_-]+$/;
/** A navigation's name is also a JSON-T path segment (`squarespace.navigation.<name>`). */
const SEGMENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
/** A file under styles/: no `..`, no absolute path. */
const STYLESHEET = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\.(css|less)$/;

const layoutSchema = z
  .object({
    name: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
    regions: z
      .array(z.string().regex(NAME, 'must be a region name (letters, digits, _ and -)'), {
        required_error: 'is required',
        invalid_type_error: 'must be a list of region names',
      })
      .min(1, 'must name at least one region'),
  })
  .passthrough();

const customTypeSchema = z
  .object({
    name: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).regex(NAME, 'must be a type name (letters, digits, _ and -)'),
    title: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
    base: z.string({ invalid_type_error: 'must be a string' }).optional(),
    fields: z
      .array(
        z
          .object({
            name: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).regex(NAME, 'must be a field name (letters, digits, _ and -)'),
            type: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
            title: z.string({ invalid_type_error: 'must be a string' }).optional(),
          })
          .passthrough(),
        { invalid_type_error: 'must be a list of { name, type, title }' },
      )
      .default([]),
  })
  .passthrough();

export const templateConfSchema = z
  .object({
    name: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).min(1, 'must not be empty'),
    author: z.string({ invalid_type_error: 'must be a string' }).optional(),
    layouts: z
      .record(z.string().regex(NAME, 'layout ids are letters, digits, _ and -'), layoutSchema, {
        required_error: 'is required',
        invalid_type_error: 'must be an object of layouts by id',
      })
      .refine((layouts) => Object.keys(layouts).length > 0, 'must define at least one layout'),
    navigations: z
      .array(
        z
          .object({
            name: z.string({ required_error: 'is required' }).regex(SEGMENT, 'must start with a letter and hold only letters, digits, _, $ and -'),
            title: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
          })
          .passthrough(),
        { invalid_type_error: 'must be a list of { name, title }' },
      )
      .default([]),
    stylesheets: z
      .array(z.string().regex(STYLESHEET, 'must be a .css or .less file inside styles/'), {
        invalid_type_error: 'must be a list of file names in styles/',
      })
      .default([]),
    systemCollections: z
      .array(z.string().regex(NAME, 'must be a collection type name'), { invalid_type_error: 'must be a list of collection type names' })
      .default([]),
    /** Item types of the folder's own; their fields are the items' `customContent`. */
    customTypes: z.array(customTypeSchema, { invalid_type_error: 'must be a list of { name, title, base, fields }' }).default([]),
    /** The platform's partials the folder's templates apply (`{@|apply sqs-share-buttons}`). */
    systemPartials: z
      .array(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a partial name'), { invalid_type_error: 'must be a list of partial names' })
      .default([]),
  })
  .passthrough();

export type TemplateConf = z.infer<typeof templateConfSchema>;
export type LayoutConf = TemplateConf['layouts'][string];

export const TEMPLATE_CONF = 'template.conf';

/** Reads template.conf: JSON errors at their line and column, schema errors naming the key path. */
export function parseTemplateConf(text: string): { conf?: TemplateConf; errors: FolderError[]; locate?: (path: (string | number)[]) => { line: number; column: number } } {
  const parsed = parseJsonFile(TEMPLATE_CONF, text);
  if (!parsed.ok) return { errors: [parsed.error] };
  const result = templateConfSchema.safeParse(parsed.value);
  if (result.success) return { conf: result.data, errors: [], locate: parsed.locate };
  const errors = result.error.issues.map((issue) => {
    const { line, column } = parsed.locate(issue.path);
    const where = issue.path.length > 0 ? issue.path.join('.') : '(the file)';
    return folderError(TEMPLATE_CONF, line, column, `${where}: ${issue.message}`, 'invalid-template-conf');
  });
  return { errors };
}
