/**
 * Form block: any form of the form builder (site/features/forms/forms-registry.ts finds the
 * site's forms in the snapshot), rendered with the site's form markup (`form.site-form[data-form-id]`
 * and its JSON) so that the forms island takes it over with its captcha; answers go through the
 * site's form calls like any other form's. Without its server-only storage settings.
 */
import { z } from 'zod';
import type { JsonObject } from '../../../../domain/json-object.js';
import { formStart } from '../../../../domain/layout/block-defaults.js';
import { formsOf } from '../../forms/forms-registry.js';
import { reference } from './settings-fields.js';
import { siteFormBlock } from './site-form-block.js';

export const formSchema = z.object({ formId: reference('Choose a form.') }).strict();
export type FormBlockSettings = z.output<typeof formSchema>;

/** The form as a visitor's page may carry it. */
export function pageForm(form: JsonObject): JsonObject {
  const { storage: _storage, ...rest } = form;
  return rest;
}

export const formBlock = siteFormBlock('form', formSchema, formStart, {
  idField: 'formId',
  formsIn: formsOf,
  data: (_settings, form) => ({ form: form ? pageForm(form) : null }),
});
