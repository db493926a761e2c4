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

  it('one formatter of cents into money text: no division by 100 to write an amount', () => {
    expect(where(/\(\s*cents\s*\/\s*100\s*\)|cents\s*\/\s*100\)?\.toFixed|Intl\.NumberFormat\([^)]*style:\s*'currency'/)).toEqual([]);
  });

  it('the money JSON of the calls and the cart JSON are declared once, in domain/', () => {
    expect(where(/^\s*export\s+interface\s+MoneyJson\b/)).toEqual(['domain/money/money-json.ts:4']);
    expect(filesOf(where(/^\s*export\s+interface\s+(CartJson|CartEntryJson)\b/))).toEqual(['domain/commerce/cart-json.ts']);
  });

  it('role names have one type: SiteUserRole in domain/enums/user-role.ts', () => {
    expect(filesOf(where(/^\s*export\s+type\s+SiteUserRole\b|UserRole\s*=\s*enumeration\(/))).toEqual(['domain/enums/user-role.ts']);
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
