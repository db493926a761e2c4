/**
 * A site form as the builder edits it, in the fieldsets of spec 001 §3 (build, storage,
 * advanced, captcha, disclaimer), and the save call's body. The stored form keeps this shape in
 * its page's content part (`page:<id>` → `form`, `newsletter` or `forms[]`); `storage` stays on
 * the server (site/content/page-context.ts leaves it out of what pages render).
 */
import { z } from 'zod';
import { isEmailAddress } from '../../email-address.js';
import { MESSAGES, URL_MAX } from '../content/limits.js';
import { builderFieldSchema, MAX_FIELDS } from './form-fields.js';

export const FORM_FIELDSETS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;
export type FormFieldset = (typeof FORM_FIELDSETS)[number];

export const FIELDSET_LABELS: Readonly<Record<FormFieldset, string>> = {
  build: 'Build', storage: 'Storage', advanced: 'Advanced', captcha: 'Captcha', disclaimer: 'Disclaimer',
};

/** The platform's captcha themes and alignments (stored as numbers). */
export const CAPTCHA_THEMES = { 1: 'Light', 2: 'Dark' } as const;
export const CAPTCHA_ALIGNMENTS = { 1: 'Left', 2: 'Center', 3: 'Right' } as const;

export const FORM_MESSAGES = {
  email: MESSAGES.email,
  pageUrl: MESSAGES.pageUrl,
  urlLength: `A URL may be at most ${String(URL_MAX)} characters.`,
  option: MESSAGES.option,
  fields: 'Add at least one field.',
  tooManyFields: `A form may have at most ${String(MAX_FIELDS)} fields.`,
  duplicateId: 'Two fields have the same id.',
  name: 'Please enter a form name.',
  buttonText: 'The button text may be 1 to 100 characters.',
  message: 'The submission message may be at most 2000 characters.',
  html: 'The submission HTML may be at most 5000 characters.',
  disclaimer: 'The disclaimer may be at most 2000 characters.',
} as const;

/** A page on this site (`/contact`, `/thanks?from=form`) or an http(s) address. */
export function isPageUrl(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const choice = <T extends Record<number, string>>(values: T) =>
  z.number().int().superRefine((n, ctx) => {
    if (!Object.hasOwn(values, n)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FORM_MESSAGES.option(String(n)) });
  });

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const formStorageSchema = z.object({
  /** Submissions are always stored in the site (the Form submissions screen); this may also mail each one. */
  notificationEmail: z.string().trim().max(254, FORM_MESSAGES.email).refine((v) => v === '' || isEmailAddress(v), FORM_MESSAGES.email).optional(),
});

export const builderFormSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().trim().min(1, FORM_MESSAGES.name).max(200, FORM_MESSAGES.name),
  fields: z
    .array(builderFieldSchema)
    .min(1, FORM_MESSAGES.fields)
    .max(MAX_FIELDS, FORM_MESSAGES.tooManyFields)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (seen.has(f.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, 'id'], message: FORM_MESSAGES.duplicateId });
        seen.add(f.id);
      });
    }),
  storage: formStorageSchema.default({}),
  submitButtonText: z.string().trim().min(1, FORM_MESSAGES.buttonText).max(100, FORM_MESSAGES.buttonText).optional(),
  submissionMessage: optionalText(2000, FORM_MESSAGES.message),
  submissionHTML: optionalText(5000, FORM_MESSAGES.html),
  successRedirect: z
    .string()
    .trim()
    .max(URL_MAX, FORM_MESSAGES.urlLength)
    .superRefine((v, ctx) => {
      if (v !== '' && !isPageUrl(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FORM_MESSAGES.pageUrl(v) });
    })
    .optional(),
  captchaEnabled: z.boolean().default(false),
  captchaTheme: choice(CAPTCHA_THEMES).default(1),
  captchaAlignment: choice(CAPTCHA_ALIGNMENTS).default(1),
  disclaimerMessage: optionalText(2000, FORM_MESSAGES.disclaimer),
});

export type BuilderForm = z.infer<typeof builderFormSchema>;
export type BuilderFormInput = z.input<typeof builderFormSchema>;

export const formSaveSchema = z
  .object({
    expectedVersion: z.number({ required_error: 'expectedVersion is required.' }).int().min(0),
    form: builderFormSchema,
  })
  .strict();

/** What the builder reads: the form, the version of the page part that holds it, and where it shows. */
export interface FormDefinitionAnswer {
  form: BuilderForm;
  version: number;
  pageUrl: string;
  pageTitle: string;
  /** Whether a textarea's character limit may be edited (the website's `formTextareaMaxLength` feature flag). */
  textareaLimit: boolean;
}

/** A page a new form may be placed on: one whose template shows forms (it already holds one). */
export interface FormPage {
  id: string;
  title: string;
  url: string;
}

/** `POST /api/admin/forms`: a new form, named, placed on one of the pages that show forms. */
export const formCreateSchema = z
  .object({
    name: z.string({ required_error: FORM_MESSAGES.name }).trim().min(1, FORM_MESSAGES.name).max(200, FORM_MESSAGES.name),
    pageId: z.string({ required_error: 'Choose the page to show the form on.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose the page to show the form on.'),
  })
  .strict();

export type FormCreate = z.infer<typeof formCreateSchema>;
