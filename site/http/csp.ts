import { isCaptchaProviderName, type CaptchaProviderName } from '../../domain/captcha/captcha-types.js';
import { ownScriptHashes } from './own-scripts.js';
import { eventPipeline } from '../features/tracking/event-pipeline-config.js';
import { VIDEO_PLAYER_ORIGINS } from '../../domain/page-builder/video-link.js';

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin, inline when
 * their text is one the storefront writes itself (own-scripts.ts), and what a response adds:
 * for a site page, only the scripts written into it where they were written (the islands' and
 * the page script, the templates' literal scripts, the owner's code and ad pixel while an ADMIN
 * allows custom code: page-policy.ts). Nothing is read from a finished page, so a
 * script that content carries (a product body, a form text) never runs, whatever a sanitiser
 * let through, and the policy of a kept page holds for every visitor it is served to. Styles may
 * be inline (templates and islands write `style` attributes); images may come from any https
 * host (merchants link product images). The configured third-party captcha (`CAPTCHA_PROVIDER`)
 * adds the hosts its widget loads from; a tracking event pipeline on another host
 * (`TRACKING_PIPELINE_HOSTS`) may be called.
 */
export interface TrustedScripts {
  /** CSP hash sources (`'sha256-…'`) of inline scripts the response may run. */
  readonly hashes: readonly string[];
  /** https origins scripts may load from and calls may go to. */
  readonly origins: readonly string[];
}

export const NOTHING_MORE: TrustedScripts = { hashes: [], origins: [] };

interface ExtraSources {
  script: readonly string[];
  style: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

const NONE: ExtraSources = { script: [], style: [], frame: [], connect: [] };

/** Where each third-party captcha's widget loads its script, frames, styles and calls from. */
export const CAPTCHA_SOURCES: Readonly<Record<Exclude<CaptchaProviderName, 'local'>, ExtraSources>> = {
  recaptcha: { script: ['https://www.google.com', 'https://www.gstatic.com'], style: [], frame: ['https://www.google.com'], connect: ['https://www.google.com'] },
  hcaptcha: { script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'] },
  turnstile: { script: ['https://challenges.cloudflare.com'], style: [], frame: ['https://challenges.cloudflare.com'], connect: [] },
};

/** The third-party captcha the server is configured with (`CAPTCHA_PROVIDER`), if any. */
export function thirdPartyCaptcha(): Exclude<CaptchaProviderName, 'local'> | undefined {
  const provider = process.env['CAPTCHA_PROVIDER'];
  return isCaptchaProviderName(provider) && provider !== 'local' ? provider : undefined;
}

function captchaSources(): ExtraSources {
  const provider = thirdPartyCaptcha();
  return provider === undefined ? NONE : CAPTCHA_SOURCES[provider];
}

const MAX_REMEMBERED = 500;
/** Policies made, per list of own scripts, by captcha provider, hashes and origins: a few sets recur on every response. */
const policies = new WeakMap<readonly string[], Map<string, string>>();

/**
 * The policy for a response that may run `own` (by default every script the storefront writes
 * anywhere, own-scripts.ts; a site page passes only what it wrote, page-policy.ts) and `trusted`.
 */
export function contentSecurityPolicy(trusted: TrustedScripts = NOTHING_MORE, own: readonly string[] = ownScriptHashes()): string {
  let made = policies.get(own);
  if (made === undefined) policies.set(own, (made = new Map()));
  const key = `${process.env['CAPTCHA_PROVIDER'] ?? ''}\n${eventPipeline().host}\n${trusted.hashes.join(' ')}\n${trusted.origins.join(' ')}`;
  let policy = made.get(key);
  if (policy === undefined) {
    policy = buildPolicy(own, trusted);
    if (made.size >= MAX_REMEMBERED) made.clear();
    made.set(key, policy);
  }
  return policy;
}

function buildPolicy(own: readonly string[], trusted: TrustedScripts): string {
  const captcha = captchaSources();
  const pipeline = eventPipeline().host;
  const list = (...sources: readonly string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...own, ...trusted.hashes, ...captcha.script, ...trusted.origins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...captcha.style)}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...captcha.connect, ...trusted.origins, ...(pipeline ? [pipeline] : []))}`,
    // A video block's player loads only when the visitor clicks its poster (templates/blocks/video.block).
    `frame-src ${list(...VIDEO_PLAYER_ORIGINS, ...captcha.frame)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
