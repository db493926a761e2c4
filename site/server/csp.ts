import { createHash } from 'node:crypto';
import { isCaptchaProviderName, type CaptchaProviderName } from '../../domain/captcha/captcha-types.js';
import { httpsOrigin } from '../../domain/tracking/ad-pixel.js';

/** Set by a page on its response: the https origins (space-separated) its own scripts come from. */
export const SCRIPT_ORIGINS_HEADER = 'x-sf-script-origins';

/** The origins a response names in SCRIPT_ORIGINS_HEADER; anything not an https origin is dropped. */
export function scriptOrigins(headers: Headers): string[] {
  const named = headers.get(SCRIPT_ORIGINS_HEADER) ?? '';
  return [...new Set(named.split(/\s+/).filter((o) => o !== '' && httpsOrigin(o) === o))];
}

/** scriptOrigins, with the header taken off the response (it is not sent). */
export function takeScriptOrigins(headers: Headers): string[] {
  const origins = scriptOrigins(headers);
  headers.delete(SCRIPT_ORIGINS_HEADER);
  return origins;
}

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin or, inline,
 * when their exact text is one the response's HTML carries (their sha256 hashes are listed), so
 * a policy computed from a page's final HTML holds for every visitor the page cache serves it
 * to. Styles may be inline (templates and islands write `style` attributes); images may come
 * from any https host (merchants link product images). The configured third-party captcha
 * (`CAPTCHA_PROVIDER`) adds the hosts its widget loads from; a page with the site's ad pixel
 * names its script's https origin in SCRIPT_ORIGINS_HEADER (taken off before the response is
 * sent), which scripts may load from and calls go to.
 */

const SCRIPT_BLOCK = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
const MAX_REMEMBERED = 500;
const remembered = new Map<string, string>();

const attributePattern = (name: string): RegExp => new RegExp(`(?:^|\\s)${name}\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i');
const SRC = attributePattern('src');
const TYPE = attributePattern('type');

function attribute(attributes: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(attributes);
  if (match === null) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function hashOf(text: string): string {
  let hash = remembered.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(text, hash);
  }
  return hash;
}

/** The CSP sources of the inline scripts a browser would run in `html` (not data blocks such as `application/json`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_BLOCK)) {
    if (attribute(attributes, SRC) !== undefined) continue;
    const type = (attribute(attributes, TYPE) ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    hashes.add(hashOf(text));
  }
  return [...hashes];
}

interface ExtraSources {
  script: readonly string[];
  style: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

const NONE: ExtraSources = { script: [], style: [], frame: [], connect: [] };

/** Where each third-party captcha's widget loads its script, frames, styles and calls from. */
const CAPTCHA_SOURCES: Readonly<Record<Exclude<CaptchaProviderName, 'local'>, ExtraSources>> = {
  recaptcha: { script: ['https://www.google.com', 'https://www.gstatic.com'], style: [], frame: ['https://www.google.com'], connect: ['https://www.google.com'] },
  hcaptcha: { script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'] },
  turnstile: { script: ['https://challenges.cloudflare.com'], style: [], frame: ['https://challenges.cloudflare.com'], connect: [] },
};

function captchaSources(): ExtraSources {
  const provider = process.env['CAPTCHA_PROVIDER'];
  return isCaptchaProviderName(provider) && provider !== 'local' ? CAPTCHA_SOURCES[provider] : NONE;
}

/** Policies made, by captcha provider, hashes and origins: a few pages' sets of inline scripts recur on every response. */
const policies = new Map<string, string>();

/** The policy for a response whose inline scripts have `hashes` and whose scripts may also come from `origins`. */
export function contentSecurityPolicy(hashes: readonly string[] = [], origins: readonly string[] = []): string {
  const key = `${process.env['CAPTCHA_PROVIDER'] ?? ''}\n${hashes.join(' ')}\n${origins.join(' ')}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = buildPolicy(hashes, origins);
    if (policies.size >= MAX_REMEMBERED) policies.clear();
    policies.set(key, policy);
  }
  return policy;
}

function buildPolicy(hashes: readonly string[], origins: readonly string[]): string {
  const captcha = captchaSources();
  const extra = { ...captcha, script: [...captcha.script, ...origins], connect: [...captcha.connect, ...origins] };
  const list = (...sources: readonly string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...hashes, ...extra.script)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...extra.style)}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...extra.connect)}`,
    `frame-src ${extra.frame.length > 0 ? list(...extra.frame) : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy for an HTML page. */
export function pagePolicy(html: string, origins: readonly string[] = []): string {
  return contentSecurityPolicy(inlineScriptHashes(html), origins);
}
