// The CLDR money flag off unless set (spec 000 §9: CLDR formatting is behind a feature flag): the
// website form read from settings that do not mention it shows it off, and saving that form keeps
// it off (it used to save it as on); a site that set it keeps its value.
import { describe, expect, it } from 'vitest';
import { websiteSettingsOf, withWebsiteSettings } from '../../../domain/admin/content/website.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';

describe('the CLDR money flag', () => {
  it('is off unless the site sets it', () => {
    expect(readWebsiteSettings({}).useCLDRMoneyFormat).toBe(false);
    expect(readWebsiteSettings({ useCLDRMoneyFormat: 'yes' }).useCLDRMoneyFormat).toBe(false);
    expect(readWebsiteSettings({ useCLDRMoneyFormat: true }).useCLDRMoneyFormat).toBe(true);
  });

  it('the website form saves it as it read it: off for a site that never set it', () => {
    const website = { siteTitle: 'Shop' };
    const saved = withWebsiteSettings(website, websiteSettingsOf(website));
    expect(saved['useCLDRMoneyFormat']).toBe(false);
    const on = { siteTitle: 'Shop', useCLDRMoneyFormat: true };
    expect(withWebsiteSettings(on, websiteSettingsOf(on))['useCLDRMoneyFormat']).toBe(true);
  });
});
