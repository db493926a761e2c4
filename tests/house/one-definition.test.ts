import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house's layering and its one definition of each shared concept, read from the source tree:
 * a copy added back anywhere, or an import running back up a layer, fails here with its place.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_FOLDERS = ['engine', 'library', 'formatters', 'predicates', 'domain', 'templates', 'islands', 'site', 'cli'];
const SOURCE = /\.(ts|tsx|mts|astro)$/;

function walk(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const files = SOURCE_FOLDERS.flatMap(walk);
const code = files.filter((f) => !/\.test\.tsx?$/.test(f));
const text = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

/** The files (tests excluded) where `pattern` matches, with the line of each match. */
function where(pattern: RegExp, among: readonly string[] = code): string[] {
  const found: string[] = [];
  for (const file of among) {
    (text.get(file) ?? '').split('\n').forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

const filesOf = (places: readonly string[]): string[] => [...new Set(places.map((p) => p.slice(0, p.lastIndexOf(':'))))];

/** Every relative import of a file, as a path from the repository's root. */
function importsOf(file: string): string[] {
  const source = text.get(file) ?? '';
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => relative(root, resolve(root, dirname(file), s)));
}

/** The imports from files under `from` into any folder of `into`, as "file → target". */
function importsAcross(from: string, into: readonly string[]): string[] {
  return files
    .filter((f) => f.startsWith(`${from}/`))
    .flatMap((f) => importsOf(f).filter((target) => into.some((folder) => target.startsWith(`${folder}/`))).map((target) => `${f} → ${target}`));
}

describe('the layers', () => {
  it('reads the source tree it checks', () => {
    expect(code.length).toBeGreaterThan(500);
    expect(files).toContain('engine/index.ts');
  });

  it('engine/ imports nothing above it', () => {
    expect(importsAcross('engine', ['library', 'formatters', 'predicates', 'templates', 'domain', 'site', 'islands', 'cli'])).toEqual([]);
  });

  it('the library (formatters, predicates) and domain/ import neither site/ nor islands/, nor the library composed', () => {
    for (const folder of ['formatters', 'predicates', 'domain']) {
      expect(importsAcross(folder, ['site', 'islands', 'library', 'cli'])).toEqual([]);
    }
    expect(importsAcross('domain', ['formatters', 'predicates', 'templates'])).toEqual([]);
  });

  it('islands/ import nothing from site/', () => {
    expect(importsAcross('islands', ['site'])).toEqual([]);
  });

  it('no module sets a process-wide formatter table for the fragments', () => {
    expect(where(/useFragmentRegistry|fragmentRegistry\s*=/)).toEqual([]);
  });
});

describe('one definition of each shared concept', () => {
  it('the product-type numbers are declared only in domain/enums/product-type-codes.ts', () => {
    const numbered = where(/\b(PHYSICAL|DIGITAL|SERVICE|GIFT_CARD|PAYWALL|physical|digital|giftCard)\s*[:=]\s*[1-5]\b|PRODUCT_TYPE\s*=|GIFT_CARD\w*\s*=\s*4\b/);
    expect(filesOf(numbered)).toEqual(['domain/enums/product-type-codes.ts']);
  });

  it('one JSON object type and one guard: domain/json-object.ts', () => {
    expect(where(/^\s*(export\s+)?(type|interface)\s+(Json|JsonObject|JsonRecord|Obj)\b/)).toEqual(['domain/json-object.ts:2']);
    const guards = where(/(const|function)\s+\w+\s*=?\s*\(?\s*\w+: unknown\)?\s*(:\s*\w+ is (Record<string, unknown>|JsonObject)|=>)?.*\bis (Record<string, unknown>|JsonObject)\b/);
    expect(filesOf(guards)).toEqual(['domain/json-object.ts']);
  });

  it('one email rule: only domain/email-address.ts holds an address pattern', () => {
    const patterns = where(/\/\^\[\^\\s@.*@/);
    expect(filesOf(patterns)).toEqual(['domain/email-address.ts']);
  });

  it('one store-currency rule: only domain/money/store-currency.ts reads selectedCurrency', () => {
    const readers = where(/['"]selectedCurrency['"]|\.selectedCurrency\b/);
    // The admin's form writes it (domain/admin/content/website.ts), nothing else reads it.
    expect(filesOf(readers).sort()).toEqual(['domain/admin/content/website.ts', 'domain/money/store-currency.ts']);
    expect(where(/selectedCurrency/, ['domain/admin/content/website.ts']).length).toBe(1);
  });

  it('role names have one type: SiteUserRole in domain/enums/user-role.ts', () => {
    expect(filesOf(where(/^\s*export\s+type\s+SiteUserRole\b|UserRole\s*=\s*enumeration\(/))).toEqual(['domain/enums/user-role.ts']);
  });

  it('role numbers only in domain/enums/user-role.ts, what each role may do only in domain/admin/permissions.ts', () => {
    expect(filesOf(where(/\b(ADMIN|EDITOR|STORE_MANAGER|VIEWER|WEBSITE_MANAGER|REPORTING)\s*:\s*\d+/))).toEqual(['domain/enums/user-role.ts']);
    expect(filesOf(where(/\b(content|templates|store|settings|code|design)\s*:\s*'(read|write)'/))).toEqual(['domain/admin/permissions.ts']);
    // Whether someone is the owner is asked of holdsAdmin, not of the role's name.
    expect(where(/\.includes\(\s*['"](ADMIN|EDITOR|STORE_MANAGER|VIEWER|WEBSITE_MANAGER|REPORTING)['"]\s*\)/)).toEqual([]);
  });

  it('one "is not one of the expected options" message: MESSAGES.option of domain/admin/content/limits.ts', () => {
    const places = where(/is not one of the expected options/);
    expect([filesOf(places), places.length]).toEqual([['domain/admin/content/limits.ts'], 1]);
  });

  it('the website settings are read through one view: no reads of their keys outside it', () => {
    const keys = ['siteTitle', 'tagline', 'storeSettings', 'captchaSettings', 'cookieBannerSettings', 'adPixel', 'featureFlags', 'isCloneable'];
    const reads = where(new RegExp(`website\\??\\.?\\[['"](${keys.join('|')})['"]\\]`));
    // The admin's settings form and its save (which keep the other keys) write them.
    const writers = ['domain/content/website-settings.ts', 'domain/admin/content/website.ts', 'site/admin/content/website.ts'];
    expect(reads.filter((place) => !writers.some((w) => place.startsWith(`${w}:`)))).toEqual([]);
  });

  it('the site_settings keys the pages watch are written once, not as SQL text', () => {
    const keys = /['"](site-header-footer|multilingual|site-access|custom-code)['"]/;
    expect(where(keys, code.filter((f) => f.startsWith('site/db/')))).toEqual([]);
    expect(filesOf(where(/['"]site-header-footer['"]/))).toEqual(['domain/content/website-settings.ts']);
  });
});

/** Each `interface X {…}` and `type X = {…}` declared in a file (bodies without nested braces), with its line. */
function declaredShapes(file: string): { place: string; body: string }[] {
  const source = text.get(file) ?? '';
  return [...source.matchAll(/(?:interface\s+\w+[^{=;]*|type\s+\w+(?:<[^>]*>)?\s*=\s*)\{([^{}]*)\}/g)].map((m) => ({
    place: `${file}:${source.slice(0, m.index).split('\n').length}`,
    body: m[1] ?? '',
  }));
}

/** The places that declare a money shape: a `decimalValue` field, or `currency` and `value` fields side by side. */
function moneyShapes(among: readonly string[]): string[] {
  const field = (name: string) => new RegExp(`(^|[\\s;,{])(readonly\\s+)?${name}\\??:\\s*string\\b`);
  return among.flatMap(declaredShapes).filter(({ body }) => field('decimalValue').test(body) || (field('currency').test(body) && field('value').test(body))).map((d) => d.place);
}

describe('money has one definition (domain/money/)', () => {
  it('finds a money shape where one is declared', () => {
    expect(moneyShapes(['domain/money/money-json.ts']).length).toBeGreaterThanOrEqual(2);
  });

  it('one internal type: only domain/money/money.ts declares Money (an exact amount and its currency)', () => {
    expect(filesOf(where(/^\s*(export\s+)?(interface|type)\s+Money\b/))).toEqual(['domain/money/money.ts']);
  });

  it('the wire shapes ({decimalValue, currencyCode}, {value, currency}) and the calls\' MoneyJson are declared only in domain/money/money-json.ts', () => {
    expect(filesOf(moneyShapes(code))).toEqual(['domain/money/money-json.ts']);
    expect(filesOf(where(/^\s*export\s+interface\s+MoneyJson\b/))).toEqual(['domain/money/money-json.ts']);
  });

  it('one formatter of money text: only domain/money asks Intl for a currency format, and outside it only the templates\' formatters call formatMoney', () => {
    expect(filesOf(where(/style:\s*['"]currency['"]|Intl\.NumberFormat\([^)]*currency/)).filter((f) => !f.startsWith('domain/money/'))).toEqual([]);
    const callers = filesOf(where(/\bformatMoney\(/)).filter((f) => !f.startsWith('domain/money/') && !f.startsWith('formatters/'));
    expect(callers).toEqual([]);
  });

  it('one formatter of cents: no amount in cents divided by 100 or written with toFixed', () => {
    const divided = where(/[cC]ents\)?\s*\/\s*100\b|\/\s*100\)\.toFixed|[cC]ents\w*\)?\.toFixed\(/);
    // The tracking events' prices are the specification's own rule ("Tracking prices divide by 100").
    expect(divided.filter((place) => !place.startsWith('domain/tracking/commerce-events.ts:'))).toEqual([]);
    expect(filesOf(where(/\bminorUnitsText\s*=|function\s+minorUnitsText\b/))).toEqual(['domain/money/cart-money.ts']);
  });

  it('one currency rule: fraction digits come from domain/money/currencies.ts (no currency named in code outside domain/money)', () => {
    expect(where(/['"](JPY|USD|EUR)['"]/).filter((place) => !place.startsWith('domain/money/'))).toEqual([]);
    expect(filesOf(where(/\bCURRENCY_DIGITS\s*[:=]/))).toEqual(['domain/money/currencies.ts']);
  });

  it('stored minor units and Money convert in one place: domain/money/minor-units.ts', () => {
    const shifts = where(/shiftDecimal\(.*,\s*-\s*(currencyDigits\(|digits\b|CENTS_SHIFT\b)|\*\s*10\s*\*\*/);
    // The templates' legacy cents formatters shift by two digits whatever the currency (spec 001 §9);
    // typed-amount.ts reads an amount the merchant types, refusing more digits than the currency has.
    const elsewhere = filesOf(shifts).filter((f) => f !== 'domain/money/minor-units.ts' && f !== 'domain/money/typed-amount.ts' && !f.startsWith('formatters/money/'));
    expect(elsewhere).toEqual([]);
  });

  it('typed amounts become minor units in one place, by the store currency: domain/money/typed-amount.ts (issue 21: the admin stored ¥500 as 50000)', () => {
    // A typed amount times 100 ("Number(whole) * 100 + Number(fraction…)", "Math.round(Number(value) * 100)") or a
    // typed amount, price or value divided by 100: each assumes two fraction digits whatever the currency.
    const times100 = where(/(Number|parseFloat|parseInt)\([^)]*\)\s*\*\s*100\b|\*\s*100\s*\+\s*Number\(|\*\s*10\s*\*\*\s*2\b/);
    const over100 = where(/\b\w*(amount|price|value|typed)\w*\)?\s*\/\s*100\b/i);
    expect([...times100, ...over100].filter((place) => !place.startsWith('domain/money/'))).toEqual([]);
    // The one reader and writer of typed amounts; the admin's old two-digit parsers stay gone.
    expect(filesOf(where(/function\s+(typedMinorUnits|minorUnitsTyped)\b/))).toEqual(['domain/money/typed-amount.ts']);
    expect(where(/\b(amountToCents|centsToAmount|centsOf|toCents)\s*[=(]|function\s+(amountCents|centsOfTyped)\s*\(/).filter((place) => !place.startsWith('islands/admin/gift-cards/amount.ts:'))).toEqual([]);
  });

  it('no amount is read with two fraction digits fixed outside domain/money (issue 21: shipping rates and the minimum subtotal took "5.5" in a JPY shop)', () => {
    // A typed amount read with the digits written as 2, or by a pattern of at most two decimals, ignores the
    // store currency's digits (JPY none, KWD three). Percentages keep their hundredths; a form's answer of a
    // "currency" field has a symbol, not a store currency (domain/forms/answer-checks.ts).
    const lineAt = (place: string, back = 0): string => (text.get(place.slice(0, place.lastIndexOf(':'))) ?? '').split('\n')[Number(place.slice(place.lastIndexOf(':') + 1)) - 1 - back] ?? '';
    const notPercent = (place: string): boolean => !/percent|hundredths/i.test(lineAt(place) + lineAt(place, 1));
    const outside = (place: string): boolean => !place.startsWith('domain/money/') && !place.startsWith('domain/forms/answer-checks.ts:');
    expect(where(/\btypedDigitsUnits\([^,]+,\s*2\s*\)/).filter(outside).filter(notPercent)).toEqual([]);
    expect(where(/\\\.\\d\{(1,2|0,2|2)\}/).filter(outside).filter(notPercent)).toEqual([]);
  });

  it('the page pipeline reads money only through domain/money (issue 21: the product JSON-LD read only {decimalValue, currencyCode})', () => {
    const pipeline = code.filter((f) => f.startsWith('site/pipeline/'));
    expect(where(/\[\s*['"](decimalValue|currencyCode|priceMoney|salePriceMoney)['"]\s*\]/, pipeline)).toEqual([]);
    expect(importsOf('site/pipeline/seo.ts').filter((target) => target.startsWith('domain/money/'))).not.toEqual([]);
  });

  it('limits are written in the store currency: no limit message names a fixed currency amount (issue 21: "$10,000.00" in a JPY shop)', () => {
    expect(where(/\b(at most|at least|more than|less than)\s+[$¥€£]\d/).filter((place) => !place.startsWith('domain/money/'))).toEqual([]);
  });
});
