// Every field kind of the form builder (spec 001 §3), one row each with a good and a bad answer,
// through the server's validator (checkFormAnswers) and the browser's (fieldError), which must
// agree; then edge cases of time, likert, section, phone, number and website.
import { describe, expect, it } from 'vitest';
import { BUILDER_KINDS } from '../../domain/admin/forms/form-fields.js';
import { checkFormAnswers } from '../../domain/forms/answer-checks.js';
import { FORM_MESSAGES as M } from '../../domain/forms/form-messages.js';
import type { FormField, SiteForm } from '../../domain/forms/site-form.js';
import { fieldError } from '../../islands/form/validate.js';
import type { SanitizedValue } from '../../islands/form/sanitize.js';

interface KindRow {
  kind: string;
  field: Partial<FormField>;
  good: SanitizedValue;
  bad: SanitizedValue | null;
  message: string | null;
}

const LIKERT = { questions: ['Delivery', 'Packaging'], options: ['Poor', 'Good'] };
const KINDS: KindRow[] = [
  { kind: 'text', field: { required: true }, good: 'Ada', bad: '   ', message: M.required },
  { kind: 'textarea', field: { maxLength: 5 }, good: 'Hello', bad: 'Hello!', message: M.tooLong },
  { kind: 'email', field: {}, good: 'ada@example.com', bad: 'ada@', message: M.email },
  { kind: 'number', field: {}, good: '-12.5', bad: 'twelve', message: M.number },
  { kind: 'website', field: {}, good: 'example.com', bad: 'javascript:alert(1)', message: M.website },
  { kind: 'currency', field: { currencySymbol: '$' }, good: '$1,250.00', bad: '12.345', message: M.amount },
  { kind: 'password', field: { required: true }, good: 'correct horse', bad: '', message: M.required },
  { kind: 'twitter', field: { required: true }, good: '@fernandfinch', bad: '', message: M.required },
  { kind: 'date', field: {}, good: ['2', '29', '2024'], bad: ['2', '30', '2024'], message: M.badDate },
  { kind: 'time', field: {}, good: ['9', '30', '', 'AM'], bad: ['13', '00', '', 'PM'], message: M.badTime },
  { kind: 'name', field: { required: true }, good: ['Ada', 'Lovelace'], bad: ['', ''], message: M.required },
  { kind: 'address', field: { required: true }, good: ['1 Kiln Lane', '', 'Hudson', 'NY', '12534', 'US'], bad: ['', '', '', '', '', ''], message: M.required },
  { kind: 'phone', field: { showCountryCode: true }, good: ['+1', '518', '555', '0142'], bad: ['', '', '12'], message: M.badPhone },
  { kind: 'section', field: { title: 'About you' }, good: '', bad: null, message: null },
  { kind: 'radio', field: { options: ['Email', 'Phone'], required: true }, good: 'Phone', bad: 'Fax', message: M.notAnOption },
  { kind: 'checkbox', field: { options: ['Ceramics', 'Linen'] }, good: ['Ceramics', 'Linen'], bad: ['Ceramics', 'Glass'], message: M.notAnOption },
  { kind: 'select', field: { options: ['Wholesale', 'Commission'], required: true }, good: 'Commission', bad: 'ada@example.com', message: M.notAnOption },
  { kind: 'likert', field: LIKERT, good: { Delivery: ['Good'] }, bad: { Delivery: ['Great'] }, message: M.notAnOption },
  { kind: 'hidden', field: { key: 'SQF_SOURCE', value: 'contact-page' }, good: 'spring-letter', bad: 'a\u0007b', message: M.badText },
];

describe('every field kind of the form builder: a good and a bad answer', () => {
  it('covers each kind the builder offers', () => {
    expect(KINDS.map((row) => row.kind).sort()).toEqual([...BUILDER_KINDS].sort());
  });

  it.each(KINDS)('$kind', ({ kind, field: extra, good, bad, message }) => {
    const field = { id: `f-${kind}`, type: kind, title: kind, ...extra } as FormField;
    const form: SiteForm = { id: 'form-kinds', name: 'Kinds', captchaEnabled: false, fields: [field] };
    const accepted = checkFormAnswers(form, kind === 'section' ? {} : { [field.id]: good });
    expect(accepted.errors).toEqual({});
    if (kind !== 'section') expect(accepted.data[field.id]).toBeDefined();
    expect(fieldError(field, good)).toBeUndefined();
    if (bad === null) return;
    expect(checkFormAnswers(form, { [field.id]: bad }).errors).toEqual({ [field.id]: message });
    // The browser says the same before sending (likert and hidden come from the page's own inputs and are left to the server).
    if (kind !== 'likert' && kind !== 'hidden') expect(fieldError(field, bad)).toBe(message);
  });
});

const form: SiteForm = {
  id: 'form-test',
  name: 'Test',
  captchaEnabled: false,
  fields: [
    { id: 'f-section', type: 'section', title: 'About you' },
    { id: 'f-time', type: 'time', required: true },
    { id: 'f-likert', type: 'likert', questions: ['Service', 'Price'], options: ['Good', 'Bad'] },
    { id: 'f-phone', type: 'phone' },
    { id: 'f-text', type: 'text', required: false },
    { id: 'f-number', type: 'number' },
    { id: 'f-site', type: 'website' },
  ],
};

describe('form field kinds', () => {
  it('accepts good answers and skips sections', () => {
    const result = checkFormAnswers(form, {
      'f-time': ['09', '30', '', 'AM'],
      'f-likert': { Service: ['Good'] },
      'f-phone': ['+44', '20', '7946', '0018'],
      'f-text': '',
    });
    expect(result.errors).toEqual({});
    expect(result.data).toEqual({ 'f-time': ['09', '30', '', 'AM'], 'f-likert': { Service: ['Good'] }, 'f-phone': ['+44', '20', '7946', '0018'] });
  });

  it.each([
    [{ 'f-time': ['', '', '', ''] }, { 'f-time': 'Required' }],
    [{ 'f-time': ['', '', '', 'AM'] }, { 'f-time': 'Required' }],
    [{ 'f-time': ['13', '00', '', 'PM'] }, { 'f-time': 'Enter a valid time.' }],
    [{ 'f-time': ['23', '75'] }, { 'f-time': 'Enter a valid time.' }],
    [{ 'f-time': ['10', '00'], 'f-likert': { Quality: ['Good'] } }, { 'f-likert': 'Choose one of the offered options.' }],
    [{ 'f-time': ['10', '00'], 'f-likert': { Price: ['Meh'] } }, { 'f-likert': 'Choose one of the offered options.' }],
    [{ 'f-time': ['10', '00'], 'f-phone': ['1', '2', '3', '4', '5'] }, { 'f-phone': 'This answer has too many parts.' }],
    [{ 'f-time': ['10', '00'], 'f-phone': ['', '', '12'] }, { 'f-phone': 'Enter a valid phone number.' }],
    [{ 'f-time': ['10', '00'], 'f-section': 'x' }, {}],
    [{ 'f-time': ['10', '00'], 'f-text': 'a\u0000b' }, { 'f-text': 'Answers may not contain control characters.' }],
    [{ 'f-time': ['10', '00'], 'f-number': '12', 'f-site': 'example.com' }, {}],
    [{ 'f-time': ['10', '00'], 'f-number': '-1.5', 'f-site': 'https://shop.example.co.uk/a?b=c' }, {}],
    [{ 'f-time': ['10', '00'], 'f-number': 'twelve' }, { 'f-number': 'Please enter a number.' }],
    [{ 'f-time': ['10', '00'], 'f-site': 'javascript:alert(1)' }, { 'f-site': 'Please enter a web address, such as https://example.com.' }],
    [{ 'f-time': ['10', '00'], 'f-site': 'localhost' }, { 'f-site': 'Please enter a web address, such as https://example.com.' }],
  ])('%j → %j', (answers, errors) => {
    expect(checkFormAnswers(form, answers).errors).toEqual(errors);
  });
});
