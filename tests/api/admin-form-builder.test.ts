// The form builder's calls: a site form read with its page part's version, saved back into that
// part (the live page and the server's answer checks use the new fields at once), refused with
// the shared schema's messages or 409 when stale (nothing stored), the notification email queued
// with each submission, its address never on the public page; who may change forms.
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { STORE_EDITOR as EDITOR, STORE_MANAGER as STOCKIST, STORE_OWNER as OWNER, STORE_VIEWER as VIEWER } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

let editor: Account;
const PATH = '/api/admin/forms/form-contact/definition';

const suite = useAdminSuite(OWNER, [EDITOR, VIEWER, STOCKIST], { RATE_LIMIT_WRITES: '1000' });

beforeAll(async () => {
  editor = await suite.as(EDITOR);
});

type Answer = { form: { fields: { id: string; type: string; title?: string }[]; [k: string]: unknown }; version: number; pageUrl: string };
const read = async (): Promise<Answer> => (await editor.merchant('GET', PATH)).body as Answer;

async function submit(form: Record<string, unknown>) {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  const key = (await visitor.call('POST', '/api/form/FormSubmissionKey')).body.key as string;
  return visitor.call('POST', '/api/form/SaveFormSubmission', { json: { key, formId: 'form-contact', form, captchaKey: 'token', pagePath: '/contact' } });
}

const ANSWERS = {
  'field-name': ['Ada', 'Lovelace'],
  'field-email': 'ada@example.com',
  'field-message': 'Hello',
  'field-reply': 'Email',
  'field-topic': 'Wholesale',
};

describe('reading a form', () => {
  it('answers the form in the builder’s shape with its page part’s version', async () => {
    const res = await editor.merchant('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, pageUrl: '/contact', pageTitle: 'Contact' });
    expect(res.body.form).toMatchObject({ id: 'form-contact', name: 'Contact', submitButtonText: 'Send message', captchaEnabled: true, captchaTheme: 1, captchaAlignment: 2 });
    expect(res.body.form.fields.find((f: { id: string }) => f.id === 'field-phone')).toEqual({ id: 'field-phone', type: 'phone', title: 'Phone', required: false, showCountryCode: true });
    expect((await editor.merchant('GET', '/api/admin/forms/nope/definition')).status).toBe(404);
  });
});

describe('saving a form', () => {
  it('adds a required field: the live page shows it and a submission without it is refused', async () => {
    const { form, version } = await read();
    const fields = [...form.fields, { id: 'field-company', type: 'text', title: 'Company', required: true, placeholder: 'Your studio' }];
    const res = await editor.merchant('PUT', PATH, { json: { expectedVersion: version, form: { ...form, fields } } });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(version + 1);
    const page = await (await fetch(`${suite.server.baseUrl}/contact`)).text();
    expect(page).toMatch(/<label class="title" for="field-company-field">Company/);
    const refused = await submit(ANSWERS);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'field-company': 'Required' });
    expect((await submit({ ...ANSWERS, 'field-company': 'Finch & Co' })).status).toBe(200);
  });

  it('removes a field: gone from the page, and an answer to it is refused', async () => {
    const { form, version } = await read();
    const res = await editor.merchant('PUT', PATH, { json: { expectedVersion: version, form: { ...form, fields: form.fields.filter((f) => f.id !== 'field-site') } } });
    expect(res.status).toBe(200);
    expect(await (await fetch(`${suite.server.baseUrl}/contact`)).text()).not.toContain('field-site');
    const refused = await submit({ ...ANSWERS, 'field-company': 'X', 'field-site': 'example.com' });
    expect(refused.body.errors).toEqual({ 'field-site': 'This form has no such field.' });
  });

  it.each([
    ['a field without a label', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { id: 'field-x', type: 'text', title: ' ' }] }), 'form.fields.LAST.title', 'Please enter a label.'],
    ['a duplicated option', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { id: 'field-x', type: 'select', title: 'Pick', options: ['A', 'A'] }] }), 'form.fields.LAST.options.1', 'This option already exists.'],
    ['a choice without options', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { id: 'field-x', type: 'radio', title: 'Pick', options: [] }] }), 'form.fields.LAST.options', 'Add at least one option.'],
    ['an unknown kind', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { id: 'field-x', type: 'signature', title: 'Sign' }] }), 'form.fields.LAST.type', 'signature is not one of the expected options.'],
    ['a bad notification email', (f: Answer['form']) => ({ ...f, storage: { notificationEmail: 'owner@' } }), 'form.storage.notificationEmail', 'Please enter a valid email.'],
    ['a bad redirect', (f: Answer['form']) => ({ ...f, successRedirect: 'javascript:alert(1)' }), 'form.successRedirect', 'javascript:alert(1) is not a valid page URL.'],
    ['a redirect too long', (f: Answer['form']) => ({ ...f, successRedirect: `/${'a'.repeat(2083)}` }), 'form.successRedirect', 'A URL may be at most 2083 characters.'],
    ['an unknown captcha theme', (f: Answer['form']) => ({ ...f, captchaTheme: 7 }), 'form.captchaTheme', '7 is not one of the expected options.'],
    ['a textarea limit of zero', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { id: 'field-x', type: 'textarea', title: 'Note', maxLength: 0 }] }), 'form.fields.LAST.maxLength', 'The character limit must be a whole number from 1 to 5000.'],
    ['two fields with one id', (f: Answer['form']) => ({ ...f, fields: [...f.fields, { ...f.fields[0] }] }), 'form.fields.LAST.id', 'Two fields have the same id.'],
  ])('refuses %s with 400 naming it, nothing stored', async (_label, change, path, message) => {
    const { form, version } = await read();
    const before = await suite.db.fingerprint();
    const next = change(form);
    const res = await editor.merchant('PUT', PATH, { json: { expectedVersion: version, form: next } });
    expect(res.status).toBe(400);
    const last = Array.isArray(next.fields) ? next.fields.length - 1 : 0;
    expect(res.body.issues).toContainEqual({ path: path.replace('LAST', String(last)), message });
    expect(await suite.db.fingerprint()).toEqual(before);
    expect((await read()).version).toBe(version);
  });

  it('refuses a stale version with 409, nothing stored', async () => {
    const { form, version } = await read();
    const before = await suite.db.fingerprint();
    const res = await editor.merchant('PUT', PATH, { json: { expectedVersion: version - 1, form: { ...form, name: 'Other' } } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stale-version');
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('a notification email queues a form-submission message per submission, and stays off the public page', async () => {
    const { form, version } = await read();
    const saved = await editor.merchant('PUT', PATH, { json: { expectedVersion: version, form: { ...form, storage: { notificationEmail: 'owner@fernandfinch.test' } } } });
    expect(saved.status).toBe(200);
    expect(saved.body.form.storage).toEqual({ notificationEmail: 'owner@fernandfinch.test' });
    expect(await (await fetch(`${suite.server.baseUrl}/contact`)).text()).not.toContain('owner@fernandfinch.test');
    expect((await submit({ ...ANSWERS, 'field-company': 'Finch & Co' })).status).toBe(200);
    const mails = (await suite.db.withStore((store) => listOutbox(store))).filter((m) => m.kind === 'form-submission');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'owner@fernandfinch.test', payload: { formName: 'Contact', pagePath: '/contact' } });
    expect((mails[0]?.payload as { answers: unknown[] }).answers).toContainEqual({ title: 'Company', answer: 'Finch & Co' });
  });

  it.each([
    ['a viewer', VIEWER],
    ['a store manager', STOCKIST],
  ])('%s may not save (403), nothing stored', async (_label, user) => {
    const { account } = await signIn(suite.server.baseUrl, user.email, user.password);
    const { form, version } = await read();
    const before = await suite.db.fingerprint();
    const res = await account.merchant('PUT', PATH, { json: { expectedVersion: version, form: { ...form, name: 'Hijacked' } } });
    expect(res.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});
