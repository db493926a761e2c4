/**
 * The engine as its own package: packed with `npm pack` (which builds it), installed from the
 * tarball alone into an empty folder with the registry out of reach (--offline), then imported
 * and used by Node, through both its Node and its browser build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = fileURLToPath(new URL('../../packages/jsont/', import.meta.url));
const STOREFRONT_ONLY = ['better-sqlite3', 'pg', 'kysely', 'astro', 'react', 'react-dom', 'nanostores'];
let work = '';
let app = '';

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'jsont-pack-'));
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], pkgDir)) as { filename: string }[];
  const tarball = join(work, packed[0]?.filename ?? '');
  app = join(work, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  npm(['install', tarball, '--offline', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'], app);
}, 240_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

function run(script: string, conditions: string[] = []): string {
  writeFileSync(join(app, 'main.mjs'), script);
  return execFileSync(process.execPath, [...conditions.map((c) => `--conditions=${c}`), 'main.mjs'], { cwd: app, encoding: 'utf8' });
}

describe('the jsont-engine package', () => {
  it('installs from its tarball alone, with none of the storefront dependencies', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/jsont-engine/package.json'), 'utf8')) as Record<string, unknown>;
    expect(installed['dependencies']).toBeUndefined();
    expect(readdirSync(join(app, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['jsont-engine']);
    for (const name of STOREFRONT_ONLY) expect(existsSync(join(app, 'node_modules', name))).toBe(false);
    expect(existsSync(join(app, 'node_modules/jsont-engine/dist/types/library/index.d.ts'))).toBe(true);
  });

  const script = `
    import { compile, render, builtins } from 'jsont-engine';
    const t = compile('<h1>{title|html}</h1>{.repeated section items}<li>{name}</li>{.end}{price|money}{x|htlm}', { name: 'p.jsont' });
    const r = t.render({ title: 'Fish & Chips', items: [{ name: 'cod' }], price: { decimalValue: '12.50', currencyCode: 'EUR' } }, { locale: 'de-DE' });
    console.log(JSON.stringify({ html: r.html, compile: t.errors.map((e) => e.message), warn: render('{p|money}', { p: 1 }).warnings.map((w) => w.code), formatters: builtins.formatterNames().length }));
  `;

  for (const conditions of [[], ['browser']]) {
    it(`imports and renders through the ${conditions[0] ?? 'node'} build`, () => {
      const out = JSON.parse(run(script, conditions)) as { html: string; compile: string[]; warn: string[]; formatters: number };
      expect(out.html).toBe('<h1>Fish &amp; Chips</h1><li>cod</li>12,50\u00a0€{x|htlm}'); // an unknown formatter's tag stays as text
      expect(out.compile).toEqual(["Unknown formatter 'htlm'; did you mean 'html'?"]);
      expect(out.warn).toEqual(['not-money']);
      expect(out.formatters).toBeGreaterThan(80);
    });
  }

  it('gives TypeScript users its types, complete without the libraries it bundles', () => {
    writeFileSync(join(app, 'use.ts'), "import { compile, type RenderResult } from 'jsont-engine';\nconst r: RenderResult = compile('{a}').render({ a: 1 });\nexport const n: number = r.warnings.length + r.html.length;\n");
    const options = { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: false, types: [] };
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['use.ts'] }));
    const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
    const listed = execFileSync(process.execPath, [tsc, '-p', '.', '--listFiles'], { cwd: app, encoding: 'utf8' });
    expect(listed).toContain('jsont-engine/dist/types/library/index.d.ts');
    expect(listed).not.toMatch(/chevrotain|date-fns|lodash/);
  }, 60_000);

  it('uses the build it was asked for', () => {
    const which = `console.log(import.meta.resolve('jsont-engine'));`;
    expect(run(which)).toMatch(/dist\/node\.js\n$/);
    expect(run(which, ['browser'])).toMatch(/dist\/browser\.js\n$/);
  });
});
