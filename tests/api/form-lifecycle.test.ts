// Forms made in the builder, end to end through the built server: a new form on the contact page
// with one field of every kind, each rendered with its own control on the live page and checked
// on the server (one table row per kind: a good and a bad answer); the submission stored with the
// notification email queued; a rename; a delete (409 when stale) that keeps the submissions; who
// may create. And the regression of issue 23: a newsletter form's dropdown rendered as an email input.
import { beforeAll, describe, expect, it } from 'vitest';
import { listFormSubmissions, listOutbox, readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { STORE_EDITOR as EDITOR, STORE_OWNER as OWNER, STORE_VIEWER as VIEWER } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

let editor: Account;

const suite = useAdminSuite(OWNER, [EDITOR, VIEWER], { RATE_LIMIT_WRITES: '1000' });

beforeAll(async () => {
  editor = await suite.as(EDITOR);
});

type Field = Record<string, unknown> & { id: string; type: string };
type Definition = { form: { id: string; name: string; fields: Field[]; [k: string]: unknown }; version: number; pageUrl: string; pageTitle: string; textareaLimit: boolean };

const definition = async (id: string): Promise<Definition> => (await editor.merchant('GET', `/api/admin/forms/${id}/definition`)).body as Definition;
const contactHtml = async (): Promise<string> => (await fetch(`${suite.server.baseUrl}/contact`)).text();

/** One form's markup on the page (from its `<form>` to its end). */
function formHtml(page: string, formId: string): string {
  const start = page.indexOf(`data-form-id="${formId}"`);
  if (start < 0) return '';
  return page.slice(start, page.indexOf('</form>', start));
}

async function submit(formId: string, form: Record<string, unknown>) {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  const key = (await visitor.call('POST', '/api/form/FormSubmissionKey')).body.key as string;
  return visitor.call('POST', '/api/form/SaveFormSubmission', { json: { key, formId, form, pagePath: '/contact', pageTitle: 'Contact', websiteId: 'w1', clientDate: 1 } });
}

/** Every kind of the builder (spec 001 §3): the field, what its control looks like on the page, a good and a bad answer. */
const KINDS: { field: Field; control: RegExp[]; good: unknown; bad: unknown; message: string }[] = [
  { field: { id: 'k-text', type: 'text', title: 'Company', required: true, placeholder: 'Your studio' }, control: [/<input id="k-text-field" type="text" name="k-text" placeholder="Your studio" required>/], good: 'Finch & Co', bad: '  ', message: 'Required' },
  { field: { id: 'k-textarea', type: 'textarea', title: 'Note', required: false, maxLength: 20 }, control: [/<textarea id="k-textarea-field" name="k-textarea" maxlength="20" data-max-length="20"><\/textarea>/], good: 'Short note', bad: 'x'.repeat(21), message: 'You have exceeded the character limit.' },
  { field: { id: 'k-email', type: 'email', title: 'Email', required: false }, control: [/<input id="k-email-field" type="email" name="k-email">/], good: 'ada@example.com', bad: 'ada@', message: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
  { field: { id: 'k-number', type: 'number', title: 'Guests', required: false }, control: [/<input id="k-number-field" type="number" step="any" name="k-number">/], good: '4', bad: 'four', message: 'Please enter a number.' },
  { field: { id: 'k-website', type: 'website', title: 'Site', required: false }, control: [/<input id="k-website-field" type="url" name="k-website">/], good: 'example.com', bad: 'javascript:alert(1)', message: 'Please enter a web address, such as https://example.com.' },
  { field: { id: 'k-currency', type: 'currency', title: 'Budget', required: false, currencySymbol: '€' }, control: [/<span class="currency-symbol" aria-hidden="true">€<\/span>/, /<input id="k-currency-field" type="text" inputmode="decimal" name="k-currency">/], good: '1,250.50', bad: 'lots', message: 'Please enter an amount, such as 12.50.' },
  { field: { id: 'k-password', type: 'password', title: 'Code word', required: false }, control: [/<input id="k-password-field" type="password" name="k-password">/], good: 'swordfish', bad: 'a\u0007b', message: 'Answers may not contain control characters.' },
  { field: { id: 'k-twitter', type: 'twitter', title: 'Twitter', required: false }, control: [/<input id="k-twitter-field" type="text" name="k-twitter">/], good: '@fernandfinch', bad: ['@a'], message: 'This answer is not in the expected form.' },
  { field: { id: 'k-date', type: 'date', title: 'Visit', required: false }, control: [/name="k-date-Month"/, /name="k-date-Day"/, /name="k-date-Year"/], good: ['2', '29', '2028'], bad: ['2', '30', '2028'], message: 'Enter a valid date.' },
  { field: { id: 'k-time', type: 'time', title: 'At', required: false }, control: [/name="k-time-Hour"/, /name="k-time-Minute"/, /name="k-time-Second"/, /<select name="k-time-Ampm">/], good: ['9', '30', '', 'AM'], bad: ['13', '00', '', 'PM'], message: 'Enter a valid time.' },
  { field: { id: 'k-name', type: 'name', title: 'Your name', required: true }, control: [/name="k-name-First" autocomplete="given-name" aria-required="true"/, /name="k-name-Last"/], good: ['Ada', 'Lovelace'], bad: ['', ''], message: 'Required' },
  { field: { id: 'k-address', type: 'address', title: 'Address', required: false }, control: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'].map((p) => new RegExp(`name="k-address-${p}"`)), good: ['1 Kiln Lane', '', 'Hudson', 'NY', '12534', 'US'], bad: ['1', '2', '3', '4', '5', '6', '7'], message: 'This answer has too many parts.' },
  { field: { id: 'k-phone', type: 'phone', title: 'Phone', required: false, showCountryCode: true }, control: [/name="k-phone-Country"/, /name="k-phone-Areacode"/, /name="k-phone-Prefix"/, /name="k-phone-Line"/], good: ['+1', '518', '555', '0142'], bad: ['', '', '', '12'], message: 'Enter a valid phone number.' },
  { field: { id: 'k-section', type: 'section', title: 'About the visit', underline: true }, control: [/<h2 class="title section-title section-title--underline">About the visit<\/h2>/], good: undefined, bad: undefined, message: '' },
  { field: { id: 'k-radio', type: 'radio', title: 'Reply by', required: false, options: ['Email', 'Phone'] }, control: [/<input type="radio" name="k-radio" value="Email">/, /<input type="radio" name="k-radio" value="Phone">/], good: 'Phone', bad: 'Fax', message: 'Choose one of the offered options.' },
  { field: { id: 'k-checkbox', type: 'checkbox', title: 'Interests', required: false, options: ['Ceramics', 'Linen'] }, control: [/<input type="checkbox" name="k-checkbox" value="Ceramics">/], good: ['Ceramics', 'Linen'], bad: ['Glass'], message: 'Choose one of the offered options.' },
  { field: { id: 'k-select', type: 'select', title: 'Topic', required: true, options: ['Wholesale', 'Commission'] }, control: [/<select id="k-select-field" name="k-select" required>/, /<option value="Wholesale">Wholesale<\/option>/, /<option value="Commission">Commission<\/option>/], good: 'Commission', bad: 'ada@example.com', message: 'Choose one of the offered options.' },
  { field: { id: 'k-likert', type: 'likert', title: 'How did we do?', required: false, options: ['Poor', 'Good'], questions: ['Delivery', 'Packaging'] }, control: [/<table class="likert">/, /<th scope="col">Poor<\/th>/, /<tr class="likert-question" data-question="Delivery">/, /<input type="radio" name="k-likert-Packaging" value="Good" aria-label="Packaging: Good">/], good: { Delivery: ['Good'] }, bad: { Delivery: ['Great'] }, message: 'Choose one of the offered options.' },
  { field: { id: 'k-hidden', type: 'hidden', key: 'SQF_CAMPAIGN', value: 'spring' }, control: [/<input type="hidden" id="k-hidden" name="SQF_CAMPAIGN" value="spring">/], good: 'autumn', bad: { a: 1 }, message: 'This answer is not in the expected form.' },
];

const GOOD = Object.fromEntries(KINDS.filter((k) => k.good !== undefined).map((k) => [k.field.id, k.good]));
let formId = '';

describe('creating a form', () => {
  it('lists the pages that show forms, and creates a form on the chosen one (201)', async () => {
    const list = await editor.merchant('GET', '/api/admin/forms');
    expect(list.body.pages).toEqual([{ id: 'col-contact', title: 'Contact', url: '/contact' }]);
    const created = await editor.merchant('POST', '/api/admin/forms', { json: { name: 'Studio visit', pageId: 'col-contact' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pageUrl: '/contact', pageTitle: 'Contact', form: { name: 'Studio visit', captchaEnabled: false } });
    formId = created.body.form.id as string;
    expect(formId).toMatch(/^form-[0-9a-f]{8}$/);
    expect(created.body.form.fields).toEqual([expect.objectContaining({ type: 'email', title: 'Email', required: false })]);
    expect(formHtml(await contactHtml(), formId)).toContain('aria-label="Studio visit"');
    const forms = (await editor.merchant('GET', '/api/admin/forms')).body.forms as { id: string; name: string }[];
    expect(forms).toContainEqual(expect.objectContaining({ id: formId, name: 'Studio visit', submissions: 0, editable: true }));
    expect(forms).toContainEqual(expect.objectContaining({ id: 'form-contact', editable: true }));
  });

  it.each([
    ['an empty name', { name: ' ', pageId: 'col-contact' }, 'name', 'Please enter a form name.'],
    ['a page that shows no forms', { name: 'X', pageId: 'home' }, 'pageId', 'Choose one of the pages that show forms.'],
    ['no page', { name: 'X' }, 'pageId', 'Choose the page to show the form on.'],
  ])('refuses %s with 400 naming it, nothing stored', async (_label, body, path, message) => {
    const before = await suite.db.fingerprint();
    const res = await editor.merchant('POST', '/api/admin/forms', { json: body });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('a viewer may not create or delete a form (403)', async () => {
    const { account } = await signIn(suite.server.baseUrl, VIEWER.email, VIEWER.password);
    expect((await account.merchant('POST', '/api/admin/forms', { json: { name: 'Mine', pageId: 'col-contact' } })).status).toBe(403);
    expect((await account.merchant('DELETE', `/api/admin/forms/${formId}/definition?expectedVersion=1`)).status).toBe(403);
  });
});

describe('every field kind on the new form', () => {
  it('saves one field of each kind, and the live page renders each with its own control', async () => {
    const { form, version } = await definition(formId);
    const saved = await editor.merchant('PUT', `/api/admin/forms/${formId}/definition`, {
      json: { expectedVersion: version, form: { ...form, fields: KINDS.map((k) => k.field), storage: { notificationEmail: 'owner@fernandfinch.test' } } },
    });
    expect(saved.status).toBe(200);
    const html = formHtml(await contactHtml(), formId);
    for (const kind of KINDS) for (const control of kind.control) expect(html, `${kind.field.type}: ${String(control)}`).toMatch(control);
    // A dropdown is never an email input.
    expect(html).not.toMatch(/id="k-select-field" type="email"/);
  });

  it.each(KINDS.filter((k) => k.bad !== undefined).map((k) => [k.field.type, k] as const))('%s: a bad answer is refused beside its field', async (_kind, { field, bad, message }) => {
    const res = await submit(formId, { ...GOOD, [field.id]: bad });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field.id]: message });
  });

  it('stores a good submission with every answer and the page fields, and queues the notification email', async () => {
    const res = await submit(formId, GOOD);
    expect(res.status).toBe(200);
    const stored = await suite.db.withStore((store) => listFormSubmissions(store, formId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({ ...GOOD, 'k-textarea': 'Short note' });
    expect(stored[0]?.page).toMatchObject({ pagePath: '/contact', pageTitle: 'Contact', websiteId: 'w1', clientDate: 1 });
    const mails = (await suite.db.withStore((store) => listOutbox(store))).filter((m) => m.kind === 'form-submission' && m.recipient === 'owner@fernandfinch.test');
    expect(mails).toHaveLength(1);
    expect((mails[0]?.payload as { answers: unknown[] }).answers).toContainEqual({ title: 'Topic', answer: 'Commission' });
    const rows = (await editor.merchant('GET', `/api/admin/forms/${formId}/submissions`)).body;
    expect(rows.submissions[0].answers).toMatchObject({ 'k-select': 'Commission', 'k-name': 'Ada; Lovelace', 'k-likert': 'Delivery: Good' });
  });
});

describe('renaming and deleting', () => {
  it('renames the form: the page and the lists use the new name', async () => {
    const { form, version } = await definition(formId);
    const res = await editor.merchant('PUT', `/api/admin/forms/${formId}/definition`, { json: { expectedVersion: version, form: { ...form, name: 'Studio visits' } } });
    expect(res.status).toBe(200);
    expect(formHtml(await contactHtml(), formId)).toContain('aria-label="Studio visits"');
    expect((await editor.merchant('GET', '/api/admin/forms')).body.forms).toContainEqual(expect.objectContaining({ id: formId, name: 'Studio visits' }));
  });

  it('refuses a delete based on a stale version (409), nothing stored', async () => {
    const { version } = await definition(formId);
    const before = await suite.db.fingerprint();
    const res = await editor.merchant('DELETE', `/api/admin/forms/${formId}/definition?expectedVersion=${String(version - 1)}`);
    expect(res.status).toBe(409);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('deletes the form from its page, keeps its submissions readable, and the form takes no more', async () => {
    const { version } = await definition(formId);
    const res = await editor.merchant('DELETE', `/api/admin/forms/${formId}/definition?expectedVersion=${String(version)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, pageUrl: '/contact' });
    const page = await contactHtml();
    expect(formHtml(page, formId)).toBe('');
    expect(formHtml(page, 'form-contact')).not.toBe('');
    expect((await editor.merchant('GET', `/api/admin/forms/${formId}/definition`)).status).toBe(404);
    expect((await editor.merchant('GET', '/api/admin/forms')).body.forms).toContainEqual(expect.objectContaining({ id: formId, name: 'Studio visits', submissions: 1, deleted: true, editable: false }));
    const rows = (await editor.merchant('GET', `/api/admin/forms/${formId}/submissions`)).body;
    expect(rows.submissions).toHaveLength(1);
    expect(await suite.db.withStore((store) => listFormSubmissions(store, formId))).toHaveLength(1);
    const refused = await submit(formId, GOOD);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('This form has not been configured yet.');
  });
});

describe('regression: a newsletter form’s dropdown rendered as an email input (issue 23)', () => {
  // The cause: contact.page wrote every field of its newsletter form as <input type="email">,
  // whatever its kind, while the builder lets the owner add any kind to that form; a visitor then
  // typed into an "email" box and the server answered "Choose one of the offered options.".
  it('renders the dropdown as a <select> of its options, and a visitor can answer it', async () => {
    const { form, version } = await definition('form-newsletter');
    const topic = { id: 'field-newsletter-topic', type: 'select', title: 'What interests you?', required: true, options: ['Glazes', 'Events'] };
    const saved = await editor.merchant('PUT', '/api/admin/forms/form-newsletter/definition', { json: { expectedVersion: version, form: { ...form, fields: [...form.fields, topic] } } });
    expect(saved.status).toBe(200);
    const html = formHtml(await contactHtml(), 'form-newsletter');
    expect(html).toMatch(/<select id="field-newsletter-topic-field" name="field-newsletter-topic" required>/);
    expect(html).toMatch(/<option value="Events">Events<\/option>/);
    expect(html).not.toMatch(/id="field-newsletter-topic-field" type="email"/);
    expect(html).toMatch(/<input id="field-newsletter-email-field" type="email"/);
    const res = await submit('form-newsletter', { 'field-newsletter-email': 'reader@example.com', 'field-newsletter-topic': 'Events' });
    expect(res.status).toBe(200);
  });
});

describe('a textarea’s character limit follows the website’s feature flag (spec 001 §3)', () => {
  async function setFlag(on: boolean): Promise<void> {
    await suite.db.withStore(async (store) => {
      const part = await readVersionedPart(store, 'website');
      const website = { ...(part!.value as Record<string, unknown>) };
      website['featureFlags'] = { ...(website['featureFlags'] as object), formTextareaMaxLength: on };
      await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
    });
  }

  it('with the flag on (the demo’s setting) the limit is editable', async () => {
    const loaded = await definition('form-contact');
    expect(loaded.textareaLimit).toBe(true);
    const fields = loaded.form.fields.map((f) => (f.id === 'field-message' ? { ...f, maxLength: 400 } : f));
    expect((await editor.merchant('PUT', '/api/admin/forms/form-contact/definition', { json: { expectedVersion: loaded.version, form: { ...loaded.form, fields } } })).status).toBe(200);
  });

  it('with the flag off a limit is kept as stored but cannot be changed or added (400 naming the field)', async () => {
    await setFlag(false);
    try {
      const loaded = await definition('form-contact');
      expect(loaded.textareaLimit).toBe(false);
      const index = loaded.form.fields.findIndex((f) => f.id === 'field-message');
      const changed = loaded.form.fields.map((f) => (f.id === 'field-message' ? { ...f, maxLength: 10 } : f));
      const before = await suite.db.fingerprint();
      const refused = await editor.merchant('PUT', '/api/admin/forms/form-contact/definition', { json: { expectedVersion: loaded.version, form: { ...loaded.form, fields: changed } } });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: `form.fields.${String(index)}.maxLength`, message: 'A text area’s character limit can be changed only when the site’s textarea limit feature is on.' }]);
      expect(await suite.db.fingerprint()).toEqual(before);
      const added = [...loaded.form.fields, { id: 'field-note', type: 'textarea', title: 'Note', maxLength: 50 }];
      expect((await editor.merchant('PUT', '/api/admin/forms/form-contact/definition', { json: { expectedVersion: loaded.version, form: { ...loaded.form, fields: added } } })).status).toBe(400);
      const kept = await editor.merchant('PUT', '/api/admin/forms/form-contact/definition', { json: { expectedVersion: loaded.version, form: { ...loaded.form, name: 'Contact us' } } });
      expect(kept.status).toBe(200);
      expect(kept.body.form.fields[index]).toMatchObject({ id: 'field-message', maxLength: 400 });
    } finally {
      await setFlag(true);
    }
  });
});
