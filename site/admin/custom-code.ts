/**
 * Custom code as the admin reads and approves it (domain/admin/custom-code.ts): the approvals in
 * the site setting `custom-code` with its version, and the third-party code the site has — the
 * header and footer code, the ad pixel's address, the captcha's hosts — with who set each, when,
 * and whether pages carry it. Only an ADMIN approves; an approval names what the ADMIN saw.
 */
import {
  adPixelAllowed,
  codeInjectionAllowed,
  CUSTOM_CODE_ONLY_ADMIN,
  CUSTOM_CODE_SETTING,
  CUSTOM_CODE_STALE_CODE,
  CUSTOM_CODE_STALE_PIXEL,
  customCodeApprovalsOf,
  type CustomCodeApprovals,
  type CustomCodeView,
  type SaveCustomCode,
  type TrustedCodeEntry,
} from '../../domain/admin/custom-code.js';
import { savedVersions } from '../../domain/admin/content/code-history.js';
import { codeInjectionOf } from '../../domain/admin/content/code-injection.js';
import { isJsonObject } from '../../domain/json-object.js';
import { adPixelOf } from '../../domain/tracking/ad-pixel.js';
import { listPartHistory, type Store } from '../db/index.js';
import { readSettingVersioned, saveSettingVersioned } from '../db/versioned-setting.js';
import { ApiError } from '../edge/api-error.js';
import { CAPTCHA_SOURCES, thirdPartyCaptcha } from '../http/csp.js';
import { HEADER_FOOTER_KEY, readHeaderFooterVersioned } from '../server/site-settings.js';
import { readObjectPart } from './content/parts.js';
import { readWebsiteSettings, WEBSITE_PART } from '../../domain/content/website-settings.js';
import { holdsAdmin } from '../../domain/enums/user-role.js';

/** Only an ADMIN may approve custom code. */
export const mayApproveCustomCode = holdsAdmin;

export async function readApprovals(store: Store): Promise<{ approvals: CustomCodeApprovals; version: number }> {
  const { value, version } = await readSettingVersioned(store, CUSTOM_CODE_SETTING);
  return { approvals: customCodeApprovalsOf(value), version };
}

interface PixelFacts {
  url: string;
  setBy: string | null;
  setAt: number | null;
}

async function pixelFacts(store: Store): Promise<PixelFacts> {
  const website = (await readObjectPart(store, WEBSITE_PART, 'The website settings')).value;
  const pixel = adPixelOf(website);
  const stored = readWebsiteSettings(website).adPixel;
  const setBy = typeof stored['setBy'] === 'string' ? stored['setBy'] : null;
  const setAt = typeof stored['setAt'] === 'number' ? stored['setAt'] : null;
  return { url: pixel?.scriptUrl ?? '', setBy, setAt };
}

function captchaEntry(): TrustedCodeEntry {
  const provider = thirdPartyCaptcha();
  const hosts = provider === undefined ? [] : [...new Set([...CAPTCHA_SOURCES[provider].script, ...CAPTCHA_SOURCES[provider].frame])];
  return {
    id: 'captcha',
    label: provider === undefined ? 'Captcha' : `Captcha (${provider})`,
    value: hosts.join(' '),
    setBy: null,
    setAt: null,
    onPages: provider !== undefined,
    status: provider === undefined ? 'The built-in captcha loads nothing from other hosts.' : 'Set on the server (CAPTCHA_PROVIDER): its hosts are trusted while it is configured.',
  };
}

export async function customCodeView(store: Store, roles: readonly string[]): Promise<CustomCodeView> {
  const [{ approvals, version }, code, pixel] = await Promise.all([readApprovals(store), readHeaderFooterVersioned(store), pixelFacts(store)]);
  const current = savedVersions(code, await listPartHistory(store, HEADER_FOOTER_KEY)).find((v) => v.current);
  const { header, footer } = codeInjectionOf(code.value);
  const codeOn = codeInjectionAllowed(approvals, code.version);
  const codeStatus = (text: string): string =>
    text === '' ? 'None set.' : codeOn ? 'On every page: an ADMIN allowed this version.' : approvals.codeInjection ? 'Not on the pages: changed since an ADMIN allowed it.' : 'Not on the pages until an ADMIN allows it.';
  const pixelOn = pixel.url !== '' && adPixelAllowed(approvals, pixel.url);
  const codeEntry = (id: 'code-header' | 'code-footer', label: string, text: string): TrustedCodeEntry => ({
    id, label, value: text, setBy: current?.savedBy ?? null, setAt: current?.savedAt ?? null, onPages: text !== '' && codeOn, status: codeStatus(text),
  });
  return {
    approvals,
    version,
    codeVersion: code.version,
    adPixelUrl: pixel.url,
    mayChange: mayApproveCustomCode(roles),
    entries: [
      codeEntry('code-header', 'Header code', header),
      codeEntry('code-footer', 'Footer code', footer),
      {
        id: 'ad-pixel',
        label: 'Ad pixel script',
        value: pixel.url,
        setBy: pixel.setBy,
        setAt: pixel.setAt,
        onPages: pixelOn,
        status: pixel.url === '' ? 'None set.' : pixelOn ? 'Loaded on every page: an ADMIN allowed this address.' : approvals.adPixel ? 'Not loaded: the address changed since an ADMIN allowed it.' : 'Not loaded until an ADMIN allows it.',
      },
      captchaEntry(),
    ],
  };
}

/**
 * Approves or withdraws each kind (403 for anyone but an ADMIN; 409 when the code, the address or
 * the setting changed since the ADMIN loaded them; nothing written then).
 */
export async function saveApprovals(store: Store, input: SaveCustomCode, user: { email: string; roles: readonly string[] }): Promise<CustomCodeView> {
  if (!mayApproveCustomCode(user.roles)) throw new ApiError(403, 'forbidden', CUSTOM_CODE_ONLY_ADMIN);
  const [{ approvals }, code, pixel] = await Promise.all([readApprovals(store), readHeaderFooterVersioned(store), pixelFacts(store)]);
  const now = Date.now();
  let codeInjection = null;
  if (input.codeInjection) {
    if (input.codeVersion !== code.version) throw new ApiError(409, 'stale-version', CUSTOM_CODE_STALE_CODE);
    codeInjection = codeInjectionAllowed(approvals, code.version) && approvals.codeInjection ? approvals.codeInjection : { codeVersion: code.version, approvedBy: user.email, approvedAt: now };
  }
  let adPixel = null;
  if (input.adPixel) {
    if (input.adPixelUrl !== pixel.url || pixel.url === '') throw new ApiError(409, 'stale-version', CUSTOM_CODE_STALE_PIXEL);
    adPixel = adPixelAllowed(approvals, pixel.url) && approvals.adPixel ? approvals.adPixel : { url: pixel.url, approvedBy: user.email, approvedAt: now };
  }
  await saveSettingVersioned(store, CUSTOM_CODE_SETTING, { codeInjection, adPixel }, input.expectedVersion);
  return customCodeView(store, user.roles);
}
