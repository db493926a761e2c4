/**
 * The form builder's field kinds and the properties each may edit (spec 001 §3), and one zod
 * schema per kind, shared by the builder and the server: a stored field carries only what its
 * kind allows, so the site's form renders and checks answers from exactly what was saved.
 */
import { z } from 'zod';
import { MESSAGES } from '../content/limits.js';

export const TEXT_KINDS = ['text', 'textarea', 'email', 'number', 'website'] as const;
export const PLAIN_KINDS = ['password', 'twitter', 'date', 'time', 'name', 'address'] as const;
export const CHOICE_KINDS = ['radio', 'checkbox', 'select', 'likert'] as const;
export const BUILDER_KINDS = [...TEXT_KINDS, 'currency', ...PLAIN_KINDS, 'phone', 'section', ...CHOICE_KINDS, 'hidden'] as const;

export type BuilderKind = (typeof BUILDER_KINDS)[number];

export const KIND_LABELS: Readonly<Record<BuilderKind, string>> = {
  text: 'Text', textarea: 'Text area', email: 'Email', number: 'Number', website: 'Website', currency: 'Currency',
  password: 'Password', twitter: 'Twitter', date: 'Date', time: 'Time', name: 'Name', address: 'Address',
  phone: 'Phone', section: 'Section', radio: 'Radio buttons', checkbox: 'Checkboxes', select: 'Dropdown', likert: 'Likert scale',
  hidden: 'Hidden',
};

/** The website's feature flag (`website.featureFlags`) under which a textarea's maxLength is editable (spec 001 §3). */
export const TEXTAREA_LIMIT_FLAG = 'formTextareaMaxLength';

/** The longest a textarea's answer may be set to (the server's cap for any answer). */
export const MAX_TEXTAREA_LENGTH = 5000;
export const MAX_OPTIONS = 50;
export const MAX_FIELDS = 100;

export const FIELD_MESSAGES = {
  title: 'Please enter a label.',
  titleLong: 'A label may be at most 200 characters.',
  description: 'A description may be at most 1000 characters.',
  placeholder: 'A placeholder may be at most 200 characters.',
  maxLength: `The character limit must be a whole number from 1 to ${String(MAX_TEXTAREA_LENGTH)}.`,
  maxLengthOff: 'A text area’s character limit can be changed only when the site’s textarea limit feature is on.',
  currencySymbol: 'A currency symbol may be 1 to 5 characters.',
  options: 'Add at least one option.',
  tooManyOptions: `A field may have at most ${String(MAX_OPTIONS)} options.`,
  option: 'An option may not be empty or longer than 200 characters.',
  duplicateOption: 'This option already exists.',
  questions: 'Add at least one statement to rate.',
  duplicateQuestion: 'This statement already exists.',
  key: 'A key is 1 to 64 letters, digits, dashes or underscores.',
  value: 'A value may be at most 500 characters.',
  id: 'A field id is 1 to 64 letters, digits, dashes or underscores.',
} as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, FIELD_MESSAGES.id);
const title = z.string().trim().min(1, FIELD_MESSAGES.title).max(200, FIELD_MESSAGES.titleLong);
const description = z.string().trim().max(1000, FIELD_MESSAGES.description).optional();
const required = z.boolean().default(false);

function uniqueList(itemMessage: string, emptyMessage: string, duplicateMessage: string) {
  return z
    .array(z.string().trim().min(1, itemMessage).max(200, itemMessage))
    .min(1, emptyMessage)
    .max(MAX_OPTIONS, FIELD_MESSAGES.tooManyOptions)
    .superRefine((list, ctx) => {
      list.forEach((item, i) => {
        if (list.indexOf(item) !== i) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i], message: duplicateMessage });
      });
    });
}

const options = uniqueList(FIELD_MESSAGES.option, FIELD_MESSAGES.options, FIELD_MESSAGES.duplicateOption);

const textField = z.object({
  id, type: z.enum(['text', 'email', 'number', 'website']), title, description, required,
  placeholder: z.string().trim().max(200, FIELD_MESSAGES.placeholder).optional(),
});

const textareaField = textField.extend({
  type: z.literal('textarea'),
  maxLength: z.number({ invalid_type_error: FIELD_MESSAGES.maxLength }).int(FIELD_MESSAGES.maxLength).min(1, FIELD_MESSAGES.maxLength).max(MAX_TEXTAREA_LENGTH, FIELD_MESSAGES.maxLength).optional(),
});

const currencyField = z.object({
  id, type: z.literal('currency'), title, description, required,
  currencySymbol: z.string().trim().min(1, FIELD_MESSAGES.currencySymbol).max(5, FIELD_MESSAGES.currencySymbol).default('$'),
});

const plainField = z.object({ id, type: z.enum(PLAIN_KINDS), title, description, required });

const phoneField = z.object({ id, type: z.literal('phone'), title, description, required, showCountryCode: z.boolean().default(false) });

const sectionField = z.object({ id, type: z.literal('section'), title, description, underline: z.boolean().default(false) });

const choiceField = z.object({ id, type: z.enum(['radio', 'checkbox', 'select']), title, description, required, options });

const likertField = z.object({
  id, type: z.literal('likert'), title, description, required, options,
  questions: uniqueList(FIELD_MESSAGES.option, FIELD_MESSAGES.questions, FIELD_MESSAGES.duplicateQuestion),
});

const hiddenField = z.object({
  id, type: z.literal('hidden'),
  title: z.string().trim().max(200, FIELD_MESSAGES.titleLong).optional(),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, FIELD_MESSAGES.key),
  value: z.string().max(500, FIELD_MESSAGES.value).default(''),
});

export const builderFieldSchema = z.discriminatedUnion('type', [
  textField, textareaField, currencyField, plainField, phoneField, sectionField, choiceField, likertField, hiddenField,
], { errorMap: (issue, ctx) => (issue.code === z.ZodIssueCode.invalid_union_discriminator ? { message: MESSAGES.option(String(ctx.data && typeof ctx.data === 'object' ? (ctx.data as { type?: unknown }).type : '')) } : { message: ctx.defaultError }) });

export type BuilderField = z.infer<typeof builderFieldSchema>;

/** A new field of a kind, with the defaults of its properties. */
export function newField(type: BuilderKind, fieldId: string): BuilderField {
  const base = { id: fieldId, title: KIND_LABELS[type], required: false };
  switch (type) {
    case 'textarea':
      return { ...base, type };
    case 'text': case 'email': case 'number': case 'website':
      return { ...base, type };
    case 'currency':
      return { ...base, type, currencySymbol: '$' };
    case 'phone':
      return { ...base, type, showCountryCode: false };
    case 'section':
      return { id: fieldId, type, title: 'Section', underline: false };
    case 'radio': case 'checkbox': case 'select':
      return { ...base, type, options: ['Option 1', 'Option 2'] };
    case 'likert':
      return { ...base, type, options: ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'], questions: ['Statement 1'] };
    case 'hidden':
      return { id: fieldId, type, key: 'SQF_HIDDEN', value: '' };
    default:
      return { ...base, type };
  }
}
