/** Website settings: title, description, language, time zone, currency, contact, social links, comments, cookie banner, tracking (events flag, ad pixel, session recording), store. */
import { useState } from 'react';
import { CURRENCIES } from '../../../domain/money/currencies.js';
import { websiteSettingsSchema, type WebsiteSettings } from '../../../domain/admin/content/website.js';
import type { WebsiteView } from '../../../domain/admin/content/views.js';
import type { ScreenProps } from '../screen-props.js';
import { CODE_REFUSED_MESSAGE } from '../../../domain/admin/permissions.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { HistoryPanel } from './HistoryPanel.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';

type Flag = { [K in keyof WebsiteSettings]-?: NonNullable<WebsiteSettings[K]> extends boolean ? K : never }[keyof WebsiteSettings];

function WebsiteForm({ view, canWrite, canWriteCode, onReload }: { view: WebsiteView; canWrite: boolean; canWriteCode: boolean; onReload: () => void }) {
  const [version, setVersion] = useState(view.version);
  const saver = useVersionedSave<WebsiteView>();
  const form = useSchemaForm(websiteSettingsSchema, view.value, saver.state);
  const { values, set, errorAt } = form;
  const text = (key: Exclude<keyof WebsiteSettings, Flag | 'socialLinks'>, label: string, extra: { type?: string; hint?: string; list?: string; readOnly?: boolean } = {}) => (
    <Field label={label} error={errorAt(key)} {...(extra.hint ? { hint: extra.hint } : {})}>
      <input type={extra.type ?? 'text'} value={values[key] ?? ''} list={extra.list} readOnly={extra.readOnly} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );
  const flag = (key: Flag, label: string) => (
    <label className="admin-check">
      <input type="checkbox" checked={values[key] === true} onChange={(e) => set(key, e.target.checked)} />
      {label}
    </label>
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const saved = await saver.send(api.saveWebsite, undefined, { expectedVersion: version, value: checked });
    if (saved) setVersion(saved.version);
  };
  return (
    <>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Website settings">
        <FormErrorsNote show={form.hasErrors} />
        <fieldset disabled={!canWrite}>
          <legend>Site</legend>
          {text('siteTitle', 'Site title')}
          <Field label="Description" error={errorAt('tagline')} hint="Shown under the title and in search results.">
            <textarea value={values.tagline ?? ''} onChange={(e) => set('tagline', e.target.value)} />
          </Field>
          {text('contactEmail', 'Contact email', { type: 'email' })}
          <Field label="Social links" error={errorAt('socialLinks')} hint="One address per line, such as https://instagram.com/yourshop.">
            <textarea value={values.socialLinks.join('\n')} onChange={(e) => set('socialLinks', e.target.value.split('\n').map((l) => l.trim()).filter(Boolean))} />
          </Field>
        </fieldset>
        <fieldset disabled={!canWrite}>
          <legend>Language and region</legend>
          {text('language', 'Language', {
            hint: view.multilingualDefault
              ? `Multilingual is connected: pages use its default language, ${view.multilingualDefault}, until it is disconnected.`
              : 'A language tag such as en-US or fr-CA: the pages\u2019 language and how dates and numbers are written.',
          })}
          {text('timeZone', 'Time zone', { hint: 'Such as America/New_York or Europe/Paris.' })}
          <Field label="Currency" error={errorAt('currencyCode')}>
            <select value={values.currencyCode} onChange={(e) => set('currencyCode', e.target.value)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>{code}</option>
              ))}
            </select>
          </Field>
          {flag('useCLDRMoneyFormat', 'Write prices the way the language does')}
        </fieldset>
        <fieldset disabled={!canWrite}>
          <legend>Visitors</legend>
          {flag('commentsEnabled', 'Comments')}
          {flag('simpleLikingEnabled', 'Likes')}
          {flag('cookieBannerEnabled', 'Cookie banner')}
          {flag('restrictiveCookiePolicy', 'Ask before setting analytics cookies')}
          {text('cookieBannerText', 'Cookie banner text', { hint: 'What the banner says above its Accept and Decline buttons.' })}
          {text('cookieBannerPolicyUrl', 'Cookie policy link', { hint: 'A page of this site such as /privacy, or an https address; empty for no link.' })}
          {text('captchaSiteKey', 'Captcha site key', { hint: 'Leave empty for no captcha on forms.' })}
        </fieldset>
        <fieldset disabled={!canWrite}>
          <legend>Tracking</legend>
          {flag('siteVisitorTrackingEvents', 'Send shop events (product views, adds to cart, purchases)')}
          {text('adPixelScriptUrl', 'Ad pixel script', {
            type: 'url',
            readOnly: !canWriteCode,
            hint: canWriteCode ? 'The https address of your ad network\u2019s pixel script; empty for none. It is told of each purchase, once an ADMIN allows this address under Custom code.' : CODE_REFUSED_MESSAGE,
          })}
          {text('adPixelId', 'Ad pixel id')}
          {flag('sessionRecording', 'Record visitor sessions')}
          {text('sessionRecordingSampleRate', 'Sessions recorded (%)', {
            type: 'number',
            hint: 'The share of visitor sessions recorded, from 0 to 100; each session is in or out once. Recorded only on devices with 3 or more cores, and only when a recording service is configured.',
          })}
        </fieldset>
        <fieldset disabled={!canWrite}>
          <legend>Store</legend>
          {text('minimumOrderSubtotal', 'Minimum order subtotal', { hint: 'Such as 15.00; empty for none.' })}
          {flag('multipleQuantityAllowedForServices', 'Allow more than one of a service in an order')}
          {flag('testMode', 'Test mode (no real payments)')}
        </fieldset>
        <SaveActions label="Save settings" state={saver.state} canWrite={canWrite} onReload={onReload} />
      </form>
      <HistoryPanel part="website" currentVersion={version} canWrite={canWrite} onRestored={onReload} />
    </>
  );
}

export default function WebsiteScreen({ canWrite, canWriteCode }: ScreenProps) {
  const website = useApiQuery(api.website);
  return (
    <>
      <h1>Website settings</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <ResourceView resource={website} label="Loading the website settings…">
        {(view) => (
          <WebsiteForm view={view} canWrite={canWrite} canWriteCode={canWriteCode} onReload={website.reload} />
        )}
      </ResourceView>
    </>
  );
}
