// The message a form's notification address gets for each submission: subject with the form's
// name, every answer under its field's title (escaped in the HTML), the page it was sent from.
import { describe, expect, it } from 'vitest';
import { renderOutboxMessage } from '../../../site/features/mail-messages.js';

const site = { title: 'Fern & Finch', origin: 'https://shop.example' };

const message = (payload: unknown) => ({
  id: 'm1', kind: 'form-submission', recipient: 'owner@shop.example', payload, created: 0, sent: null, attempts: 0, lastError: null, failed: null,
});

describe('form submission email', () => {
  it('lists the answers by title and links the page', () => {
    const mail = renderOutboxMessage(
      message({ formId: 'form-contact', formName: 'Contact', pagePath: '/contact', answers: [{ title: 'Company', answer: '<b>Finch & Co</b>' }, { title: 'Message', answer: 'Hello\nthere' }] }),
      site,
    );
    expect(mail?.to).toBe('owner@shop.example');
    expect(mail?.subject).toBe('New submission: Contact');
    expect(mail?.text).toContain('Company:\n<b>Finch & Co</b>');
    expect(mail?.text).toContain('https://shop.example/contact');
    expect(mail?.html).toContain('&#60;b&#62;Finch &#38; Co&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>Finch');
  });

  it('writes nothing for a payload that is not one', () => {
    expect(renderOutboxMessage(message({ formName: 3 }), site)).toBeUndefined();
    expect(renderOutboxMessage(message(null), site)).toBeUndefined();
  });
});
