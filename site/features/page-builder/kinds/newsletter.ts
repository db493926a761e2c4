/**
 * Newsletter block: a sign-up form for one of the site's mailing lists. A mailing list is a
 * newsletter form the site already takes sign-ups with: a page's `newsletter` form, and the
 * popup overlay's once the owner set it up (domain/popup-overlay/settings.ts); its sign-ups are
 * that form's submissions. Rendered like the contact page's newsletter (`form.newsletter-form`),
 * which the forms island takes over.
 */
import { z } from 'zod';
import { hasPopupSettings, popupOverlayForm, popupSettingsOf } from '../../../../domain/popup-overlay/settings.js';
import { isJsonObject, type JsonObject } from '../../../../domain/json-object.js';
import type { SiteContent } from '../../../content/types.js';
import { newsletterStart } from '../../../../domain/layout/block-defaults.js';
import { pageForm } from './form.js';
import { optionalText, reference, text } from './settings-fields.js';
import { siteFormBlock } from './site-form-block.js';

/** Seed 001 §8: the editor's message when the site has no mailing list to sign up to. */
export const NO_MAILING_LISTS_MESSAGE = "You don't have any mailing lists. Please create one before continuing.";
/** Seed 001 §5. */
export const LIST_REQUIRED_MESSAGE = 'A List must be selected.';

export const newsletterSchema = z
  .object({
    listId: reference(LIST_REQUIRED_MESSAGE),
    title: text('The title', 120),
    description: optionalText('The description', 600),
    buttonLabel: text('The button label', 40),
  })
  .strict();
export type NewsletterSettings = z.output<typeof newsletterSchema>;

/** The id of a sign-up form (one with an id and fields), else undefined. */
const signUpFormId = (value: unknown): string | undefined =>
  isJsonObject(value) && typeof value['id'] === 'string' && Array.isArray(value['fields']) ? value['id'] : undefined;

/** The site's mailing lists (their sign-up forms), by id, in page order, the popup's last. */
export function mailingListsOf(content: SiteContent): Map<string, JsonObject> {
  const lists = new Map<string, JsonObject>();
  for (const record of content.pages) {
    const form = record['newsletter'];
    const id = signUpFormId(form);
    if (id !== undefined && !lists.has(id)) lists.set(id, pageForm(form as JsonObject));
  }
  if (hasPopupSettings(content.website)) {
    const popup = popupOverlayForm(popupSettingsOf(content.website));
    const id = signUpFormId(popup);
    if (id !== undefined && !lists.has(id)) lists.set(id, popup);
  }
  return lists;
}

export const newsletterBlock = siteFormBlock('newsletter', newsletterSchema, newsletterStart, {
  idField: 'listId',
  formsIn: mailingListsOf,
  noneMessage: NO_MAILING_LISTS_MESSAGE,
  data: (settings, list) => ({
    list: list ? { ...list, submitButtonText: settings.buttonLabel } : null,
    title: settings.title,
    description: settings.description ?? null,
  }),
});
