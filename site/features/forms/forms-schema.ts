import { z } from 'astro/zod';
import { FORM_MESSAGES as M } from '../../../domain/forms/form-messages.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Page event fields kept with a submission: plain values only, at most 40. */
const PAGE_FIELD_LIMIT = 40;

/**
 * `POST /api/form/SaveFormSubmission`: key, form (field id to sanitized value), captchaKey and
 * the page event fields (spec §3). `formId` is optional: without it the form is the one whose
 * fields the answers name.
 */
export const saveSubmissionSchema = z
  .object({
    key: z.string({ invalid_type_error: 'key must be a string.' }).max(200).optional(),
    formId: z.string().regex(ID, 'formId is not a valid form id.').optional(),
    // The map itself, or serialised as a JSON string.
    form: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return undefined;
        }
      },
      z.record(z.unknown(), { required_error: M.unparsable, invalid_type_error: M.unparsable }),
    ),
    captchaKey: z.string().max(4096).nullish(),
    crumb: z.string().max(100).optional(),
  })
  .passthrough();

export function pageFields(body: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const page: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(body)) {
    if (['key', 'formId', 'form', 'captchaKey', 'crumb'].includes(name) || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) continue;
    if (Object.keys(page).length >= PAGE_FIELD_LIMIT) break;
    if (typeof value === 'string') page[name] = value.slice(0, 2000);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) page[name] = value;
  }
  return page;
}

export const formIdSchema = z.string().regex(ID);
