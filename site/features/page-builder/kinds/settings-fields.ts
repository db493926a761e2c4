/**
 * The zod fields the live block kinds' settings are made of, each message naming the field by the
 * label the editor shows (`The title is required.`, `Zoom must be a whole number from 1 to 20.`).
 */
import { z } from 'zod';

/** Seed 001 §5: the longest URL accepted. */
export const MAX_URL_LENGTH = 2083;

export const text = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} may be at most ${String(max)} characters.`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${String(max)} characters.`)
    .optional();

export const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${String(min)} to ${String(max)}.`;
  return z.number({ required_error: `${label} is required.`, invalid_type_error: message }).int(message).min(min, message).max(max, message);
};

export const number = (label: string, min: number, max: number) => {
  const message = `${label} must be a number from ${String(min)} to ${String(max)}.`;
  return z.number({ required_error: `${label} is required.`, invalid_type_error: message }).finite(message).min(min, message).max(max, message);
};

export const flag = (label: string) => z.boolean({ required_error: `${label} is required.`, invalid_type_error: `${label} must be on or off.` });

export const choice = <const V extends string>(label: string, values: readonly [V, ...V[]]) =>
  z.enum(values, { errorMap: () => ({ message: `${label} must be one of ${values.join(', ')}.` }) });

/** An id of something the site holds (a form, a product, a collection). */
export const reference = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(200, message);

/** A file the site serves itself (`/media/<id>/<name>` uploads or the folder's `/assets/…`): no third-party files on a page. */
const LOCAL_FILE = /^\/(media|assets)\/[A-Za-z0-9._~%/-]+$/;

export const localFile = (label: string) =>
  z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(MAX_URL_LENGTH, `${label} may be at most ${String(MAX_URL_LENGTH)} characters.`)
    .refine((url) => LOCAL_FILE.test(url) && !url.includes('..'), `${label} must be a file uploaded to this site (/media/… or /assets/…).`);

/** An https address (thumbnails an oEmbed answer named). */
export const httpsUrl = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be text.` })
    .trim()
    .max(MAX_URL_LENGTH, `${label} may be at most ${String(MAX_URL_LENGTH)} characters.`)
    .refine((url) => {
      try {
        return new URL(url).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be an https:// address.`);
