// The form calls against the built server (a separate process) on a temporary database.
import { describe, expect, it } from 'vitest';
import { listFormSubmissions } from '../../site/db/index.js';
import { startServer } from './helpers/server-process.js';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite({ RATE_LIMIT_WRITES: '1000' });

const VALID = {
  'field-name': ['Ada', 'Lovelace'],
  'field-email': 'ada@example.com',
  'field-phone': ['020', '7946', '0018'],
  'field-address': ['1 Fern Lane', '', 'Bristol', '', 'BS1 4DJ', 'United Kingdom'],
  'field-message': 'Do you take commissions for a dinner set?',
  'field-interests': ['Ceramics', 'Workshops & events'],
  'field-reply': 'Email',
  'field-topic': 'Commission',
  'field-visit': ['03', '14', '2027'],
  'field-source': 'instagram',
};

async function submissions(formId = 'form-contact') {
  return suite.db.withStore((store) => listFormSubmissions(store, formId));
}

async function visitorWithKey(): Promise<{ visitor: Visitor; key: string }> {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  const res = await visitor.call('POST', '/api/form/FormSubmissionKey');
  expect(res.status).toBe(200);
  expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return { visitor, key: res.body.key as string };
}

const save = (visitor: Visitor, body: Record<string, unknown>) => visitor.call('POST', '/api/form/SaveFormSubmission', { json: body });

describe('form schema', () => {
  it('serves the contact form and the newsletter form; an unknown form is 404', async () => {
    const one = await fetch(`${suite.server.baseUrl}/api/template/GetTemplateSchema?type=form&formId=form-contact`);
    expect(one.status).toBe(200);
    const body = (await one.json()) as { form: { id: string; fields: { id: string }[]; captchaEnabled: boolean } };
    expect(body.form.id).toBe('form-contact');
    expect(body.form.fields.map((f) => f.id)).toContain('field-message');
    expect(body.form.captchaEnabled).toBe(true);
    const all = (await (await fetch(`${suite.server.baseUrl}/api/template/GetTemplateSchema?type=form`)).json()) as { forms: { id: string }[] };
    expect(all.forms.map((f) => f.id)).toEqual(['form-contact', 'form-newsletter']);
    const missing = await fetch(`${suite.server.baseUrl}/api/template/GetTemplateSchema?type=form&formId=nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'This form has not been configured yet.' });
    expect((await fetch(`${suite.server.baseUrl}/api/template/GetTemplateSchema?type=page`)).status).toBe(400);
  });
});

describe('SaveFormSubmission', () => {
  it('stores a valid contact submission with its page fields, and uses up the key', async () => {
    const { visitor, key } = await visitorWithKey();
    const res = await save(visitor, { key, form: VALID, captchaKey: 'token', collectionId: 'col-contact', pagePath: '/contact' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, submissionMessage: 'Thank you! We will write back within two days.' });
    const stored = await submissions();
    const mine = stored.find((s) => s.id === res.body.submissionId);
    expect(mine?.data).toEqual({ ...VALID, 'field-phone': ['', '020', '7946', '0018'] });
    expect(mine?.page).toEqual({ collectionId: 'col-contact', pagePath: '/contact' });
    const before = await suite.db.fingerprint();
    const again = await save(visitor, { key, form: VALID });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('Unable to submit form. Please try again later.');
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('keeps the hidden field\'s own value when the page sends none', async () => {
    const { visitor, key } = await visitorWithKey();
    const { ['field-source']: _omitted, ...rest } = VALID;
    const res = await save(visitor, { key, formId: 'form-contact', form: rest });
    expect(res.status).toBe(200);
    const mine = (await submissions()).find((s) => s.id === res.body.submissionId);
    expect(mine?.data['field-source']).toBe('contact-page');
  });

  it('refuses a missing or unknown key with 401, storing nothing', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const before = await suite.db.fingerprint();
    for (const key of [undefined, '', 'not-a-key-we-issued-000000']) {
      const res = await save(visitor, { ...(key === undefined ? {} : { key }), form: VALID });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Unable to submit form. Please try again later.');
    }
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('takes the form map serialised as a JSON string; an unreadable one is 400 and stores nothing', async () => {
    const { visitor, key } = await visitorWithKey();
    const before = await suite.db.fingerprint();
    for (const form of ['{"field-name":', 42, undefined]) {
      const res = await save(visitor, { key, formId: 'form-contact', ...(form === undefined ? {} : { form }) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Could not parse the form fields, please check your entries.');
    }
    expect(await suite.db.fingerprint()).toEqual(before);
    const res = await save(visitor, { key, formId: 'form-contact', form: JSON.stringify(VALID) });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown form', async () => {
    const { visitor, key } = await visitorWithKey();
    const before = await suite.db.fingerprint();
    const res = await save(visitor, { key, formId: 'form-nope', form: VALID });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('This form has not been configured yet.');
    const validate = await visitor.call('POST', '/api/rest/forms/validate/form-nope', { json: {} });
    expect(validate.status).toBe(404);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  const INVALID: [string, Record<string, unknown>, string][] = [
    ['required name empty', { 'field-name': ['', ''] }, 'Required'],
    ['required email missing', { 'field-email': undefined }, 'Required'],
    ['email without domain', { 'field-email': 'ada@' }, 'Email is not valid. Email addresses should follow the format user@domain.com.'],
    ['email with a long last label', { 'field-email': 'ada@example.comcom' }, 'Email is not valid. Email addresses should follow the format user@domain.com.'],
    ['message over 500', { 'field-message': 'x'.repeat(501) }, 'You have exceeded the character limit.'],
    ['message blank', { 'field-message': '   ' }, 'Required'],
    ['checkbox not offered', { 'field-interests': ['Ceramics', 'Bikes'] }, 'Choose one of the offered options.'],
    ['radio not offered', { 'field-reply': 'Pigeon' }, 'Choose one of the offered options.'],
    ['radio missing', { 'field-reply': '' }, 'Required'],
    ['select not offered', { 'field-topic': "'; DROP TABLE form_submissions; --" }, 'Choose one of the offered options.'],
    ['date impossible', { 'field-visit': ['02', '30', '2027'] }, 'Enter a valid date.'],
    ['date partial', { 'field-visit': ['02', '', ''] }, 'Enter a valid date.'],
    ['phone letters', { 'field-phone': ['020', 'abcd', '0018'] }, 'Enter a valid phone number.'],
    ['address too many parts', { 'field-address': ['1', '2', '3', '4', '5', '6', '7'] }, 'This answer has too many parts.'],
    ['name wrong shape', { 'field-name': 'Ada Lovelace' }, 'This answer is not in the expected form.'],
    ['unknown field', { 'field-extra': 'x' }, 'This form has no such field.'],
  ];

  it.each(INVALID)('%s: 400 keyed by field id, nothing stored, the key still usable', async (_name, change, message) => {
    const { visitor, key } = await visitorWithKey();
    const form: Record<string, unknown> = { ...VALID, ...change };
    const fieldId = Object.keys(change)[0] as string;
    if (change[fieldId] === undefined) delete form[fieldId];
    const before = await suite.db.fingerprint();
    const res = await save(visitor, { key, formId: 'form-contact', form });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('One or more fields is invalid, please check your entries.');
    expect(res.body.errors).toEqual({ [fieldId]: message });
    const validated = await visitor.call('POST', '/api/rest/forms/validate/form-contact', { json: form });
    expect(validated.status).toBe(400);
    expect(validated.body.errors).toEqual({ [fieldId]: message });
    expect(await suite.db.fingerprint()).toEqual(before);
    const fixed = await save(visitor, { key, formId: 'form-contact', form: VALID });
    expect(fixed.status).toBe(200);
  });

  it('validates without storing: valid answers are {valid: true}', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    const before = await suite.db.fingerprint();
    const res = await visitor.call('POST', '/api/rest/forms/validate/form-contact', { json: VALID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('stores a newsletter sign-up found by its field ids, and refuses a wrong crumb with 403', async () => {
    const { visitor, key } = await visitorWithKey();
    const res = await save(visitor, { key, form: { 'field-newsletter-email': 'reader@example.org' } });
    expect(res.status).toBe(200);
    expect((await submissions('form-newsletter')).map((s) => s.data)).toEqual([{ 'field-newsletter-email': 'reader@example.org' }]);
    const before = await suite.db.fingerprint();
    const forged = await visitor.call('POST', '/api/form/FormSubmissionKey', { crumb: 'f'.repeat(32) });
    expect(forged.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('form rate limit', () => {
  it('answers 429 with the form catalogue message', async () => {
    // The address's count is shared with the first server on this database: only the visitor's is at stake here.
    const limited = await startServer(suite.db.url, { RATE_LIMIT_WRITES: '2', RATE_LIMIT_ADDRESS_WRITES: '100000' });
    try {
      const visitor = new Visitor(limited.baseUrl);
      await visitor.arrive();
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await visitor.call('POST', '/api/form/FormSubmissionKey'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]?.body.error).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    } finally {
      await limited.stop();
    }
  });
});
