// The contact page (/contact): the form built from its JSON fields, and the newsletter block.
import { describe, expect, it } from 'vitest';
import { loadDemoStore, renderRoute } from './helpers/demo-store.js';
import { blocks, markupOnly, visibleText } from './helpers/visible-text.js';

describe('contact page', () => {
  const store = loadDemoStore();
  const { html } = renderRoute({ page: 'contact' }, store);
  const formHtml = html.slice(html.indexOf('<form class="site-form"'), html.indexOf('</form>') + 7);
  const items = blocks(formHtml, '<div class="form-item', '</div>');
  const item = (id: string) => {
    const found = items.find((candidate) => candidate.includes(`data-field-id="${id}"`));
    expect(found, id).toBeDefined();
    return found!;
  };

  it('renders one form item per visible field, in the order of the JSON, marking required ones', () => {
    const visible = store.contact.form.fields.filter((f) => f['type'] !== 'hidden');
    expect(items.map((i) => i.match(/data-field-id="([^"]*)"/)![1])).toEqual(visible.map((f) => f['id']));
    for (const field of visible) expect(item(String(field['id'])).includes(' required"')).toBe(field['required'] === true);
    expect(formHtml).toContain('data-form-id="form-contact"');
  });

  it('has name, email, phone and address inputs with their parts', () => {
    expect(item('field-name')).toContain('name="field-name-First"');
    expect(item('field-name')).toContain('name="field-name-Last"');
    expect(item('field-email')).toContain('<input id="field-email-field" type="email" name="field-email" placeholder="you@example.com" required>');
    for (const part of ['Country', 'Areacode', 'Prefix', 'Line']) expect(item('field-phone')).toContain(`name="field-phone-${part}"`);
    for (const part of ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']) expect(item('field-address')).toContain(`name="field-address-${part}"`);
    expect(visibleText(item('field-address'))).toContain('Only if you want a catalogue by post.');
  });

  it('limits the message length and shows the counter', () => {
    const message = item('field-message');
    expect(message).toContain('maxlength="500" data-max-length="500" required></textarea>');
    expect(visibleText(message)).toContain('0 / 500');
  });

  it('has a checkbox group, a radio, a select and a date', () => {
    expect(item('field-interests').match(/type="checkbox" name="field-interests"/g)).toHaveLength(3);
    expect(visibleText(item('field-interests'))).toContain('Workshops & events');
    expect(item('field-interests')).toContain('value="Workshops &amp; events"');
    expect(item('field-reply').match(/type="radio" name="field-reply"/g)).toHaveLength(2);
    expect(item('field-topic')).toContain('<select id="field-topic-field" name="field-topic" required>');
    expect(item('field-topic')).toContain('<option value="Wholesale">Wholesale</option>');
    for (const part of ['Month', 'Day', 'Year']) expect(item('field-visit')).toContain(`name="field-visit-${part}"`);
  });

  it('carries the hidden field, the captcha site key and the submit label', () => {
    expect(formHtml).toContain('<input type="hidden" id="field-source" name="SQF_SOURCE" value="contact-page">');
    expect(formHtml).toContain('<div class="captcha-container" data-sitekey="6LeDemoSiteKey-fern-and-finch-0000000000"></div>');
    expect(visibleText(formHtml)).toContain('Send message');
    expect(visibleText(formHtml)).not.toContain('contact-page');
  });

  it('embeds the form JSON for the form island, safely', () => {
    const match = formHtml.match(/<script type="application\/json" class="form-data">([\s\S]*?)<\/script>/);
    expect(JSON.parse(match![1]!)).toEqual(store.contact.form);
  });

  it('shows the newsletter block with an email field', () => {
    const block = html.slice(html.indexOf('<section class="newsletter-block"'));
    expect(visibleText(block)).toContain('Letters from the studio One email a month');
    expect(block).toContain('data-form-id="form-newsletter"');
    expect(block).toContain('type="email" name="field-newsletter-email"');
    expect(visibleText(block)).toContain('Sign up');
  });

  it('escapes field titles and options', () => {
    store.contact.form.fields[0]!['title'] = 'Name <img src=x onerror=alert(1)>';
    store.contact.form.fields[7]!['options'] = ['"><script>x</script>'];
    const { html: hostile } = renderRoute({ page: 'contact' }, store);
    const markup = markupOnly(hostile);
    expect(markup).not.toContain('<img src=x');
    expect(markup).not.toContain('<script>x');
    expect(visibleText(hostile)).toContain('Name <img src=x onerror=alert(1)>');
  });
});
