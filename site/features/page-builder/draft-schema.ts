/** What the bodies of the layout and slide calls share: the versions they name, and a preview of what is edited or of a kept version. */
import { z } from 'zod';

export const version = (name: string) =>
  z.number({ required_error: `${name} is required.`, invalid_type_error: `${name} must be a number.` }).int(`${name} must be a whole number.`).min(0, `${name} must be 0 or more.`);

/** A published version of the history (the first is 1). */
export const keptVersion = version('version').min(1, 'version must be 1 or more.');

/** A body that must hold `name` (checked whole afterwards, with paths, by the feature's own check). */
export const edited = (name: string) => z.unknown().refine((v) => v !== undefined, `${name} is required.`);

/**
 * POST …/preview: `{<name>}` being edited, or `{version}` of the history as it was kept; one of the
 * two (a bad version is named as such: "version must be a whole number.").
 */
export const previewSchema = (name: string) =>
  z
    .object({ [name]: z.unknown(), version: keptVersion.optional() })
    .strict()
    .superRefine((body, context) => {
      if ((body[name] !== undefined) === (body['version'] !== undefined)) context.addIssue({ code: 'custom', message: `Send the ${name}, or the version of the history to preview.` });
    });

/** Previewing a kept version only reads (any role reading content may); previewing what is edited checks it as a save does. */
export const previewsKept = (input: object): input is { version: number } => 'version' in input;
