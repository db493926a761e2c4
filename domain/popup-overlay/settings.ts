/**
 * The newsletter popup (page type 104, slide type popup-overlay) as the owner sets it: stored under
 * `popupOverlay` in the website part, shown by the storefront, its sign-ups taken by the site's
 * form path as the form `popupOverlayForm` describes.
 */
import { z } from 'zod';
import { isJsonObject, type JsonObject } from '../json-object.js';

export const POPUP_SETTINGS_KEY = 'popupOverlay';
export const POPUP_FORM_ID = 'popup-overlay';
export const POPUP_EMAIL_FIELD_ID = 'popup-overlay-email';
export const POPUP_EMAIL_LABEL = 'Email address';

const text = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} must be text.` })
    .trim()
    .min(min, `${label} is required.`)
    .max(max, `${label} may be at most ${String(max)} characters.`);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ invalid_type_error: `${label} must be a number.`, required_error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${String(min)} and ${String(max)}.`)
    .max(max, `${label} must be between ${String(min)} and ${String(max)}.`);

/** What opens the popup: the delay after the page loads, the visitor scrolling far enough, or their pointer leaving the top of the window. */
export const POPUP_TRIGGERS = ['delay', 'scroll', 'exit-intent'] as const;
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];
export const POPUP_TRIGGER_LABELS: Readonly<Record<PopupTrigger, string>> = {
  delay: 'After a delay',
  scroll: 'After scrolling part of the page',
  'exit-intent': 'When the visitor is about to leave (exit intent)',
};
const TRIGGER_MESSAGE = `The trigger must be one of ${POPUP_TRIGGERS.join(', ')}.`;

export const popupSettingsSchema = z
  .object({
    enabled: z.boolean(),
    title: text('The title', 1, 120),
    text: text('The text', 0, 600),
    buttonLabel: text('The button label', 1, 40),
    successMessage: text('The thank-you message', 1, 300),
    /** Settings saved before triggers existed open after the delay. */
    trigger: z.enum(POPUP_TRIGGERS, { errorMap: () => ({ message: TRIGGER_MESSAGE }) }).default('delay'),
    /** Seconds after the page loaded before the popup opens (the delay trigger; exit intent on devices without a pointer). */
    delaySeconds: whole('The delay', 0, 600),
    /** How far down the page, in percent of what can be scrolled, the scroll trigger opens it. */
    scrollPercent: whole('The scroll depth', 1, 100).default(50),
    /** Days after a visitor closed it before it shows to them again. */
    showAgainDays: whole('Show again after', 0, 365),
    /** Raised by the owner to show the popup again to everyone, even those who closed it or signed up. */
    version: whole('The version', 1, 1_000_000),
  })
  .strict();

export type PopupSettings = z.output<typeof popupSettingsSchema>;

export const POPUP_DEFAULTS: PopupSettings = {
  enabled: false,
  title: 'Join our newsletter',
  text: 'News of new arrivals and offers, about once a month.',
  buttonLabel: 'Sign up',
  successMessage: 'Thank you for signing up.',
  trigger: 'delay',
  delaySeconds: 5,
  scrollPercent: 50,
  showAgainDays: 7,
  version: 1,
};

/** The stored settings, each field that is missing or invalid replaced by its default. */
export function popupSettingsOf(website: JsonObject): PopupSettings {
  const stored = isJsonObject(website[POPUP_SETTINGS_KEY]) ? website[POPUP_SETTINGS_KEY] : {};
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(popupSettingsSchema.shape)) {
    const parsed = rule.safeParse(stored[key]);
    out[key] = parsed.success ? parsed.data : POPUP_DEFAULTS[key as keyof PopupSettings];
  }
  return out as PopupSettings;
}

/** The website part with these popup settings (its other keys kept). */
export function withPopupSettings(website: JsonObject, settings: PopupSettings): JsonObject {
  return { ...website, [POPUP_SETTINGS_KEY]: { ...settings } };
}

/** Whether the website part has popup settings at all (its sign-up form then exists, on or off). */
export function hasPopupSettings(website: JsonObject): boolean {
  return isJsonObject(website[POPUP_SETTINGS_KEY]);
}

/** The site form the popup's sign-ups are saved as (one required email field). */
export function popupOverlayForm(settings: PopupSettings): JsonObject {
  return {
    id: POPUP_FORM_ID,
    name: 'Popup newsletter',
    title: settings.title,
    fields: [{ id: POPUP_EMAIL_FIELD_ID, type: 'email', title: POPUP_EMAIL_LABEL, required: true }],
    submissionMessage: settings.successMessage,
    captchaEnabled: false,
  };
}
