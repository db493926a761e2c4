import { describe, expect, it } from 'vitest';
import { POPUP_DEFAULTS, popupOverlayForm, popupSettingsOf, popupSettingsSchema, withPopupSettings } from '../../../domain/popup-overlay/settings.js';

describe('the popup settings in the website part', () => {
  it('fills what is missing or invalid with the defaults', () => {
    expect(popupSettingsOf({})).toEqual(POPUP_DEFAULTS);
    expect(popupSettingsOf({ popupOverlay: { enabled: true, title: 'Hello', delaySeconds: -3 } })).toEqual({ ...POPUP_DEFAULTS, enabled: true, title: 'Hello' });
  });

  it('writes the settings and keeps the other website keys', () => {
    const website = withPopupSettings({ siteTitle: 'Shop' }, { ...POPUP_DEFAULTS, enabled: true });
    expect(website['siteTitle']).toBe('Shop');
    expect(popupSettingsOf(website).enabled).toBe(true);
  });

  it('refuses bad input naming the field', () => {
    const result = popupSettingsSchema.safeParse({ ...POPUP_DEFAULTS, title: ' ', delaySeconds: 1.5, version: 0 });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'title: The title is required.',
      'delaySeconds: The delay must be a whole number.',
      'version: The version must be between 1 and 1000000.',
    ]);
  });

  it('takes sign-ups as a site form with one required email field', () => {
    const form = popupOverlayForm({ ...POPUP_DEFAULTS, successMessage: 'Thanks!' });
    expect(form).toMatchObject({ id: 'popup-overlay', submissionMessage: 'Thanks!', fields: [{ type: 'email', required: true }] });
  });
});
