/**
 * The built command line's help for template authors: --version, warnings, colour, --watch.
 * `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = process.env['TEMPLATEC_BIN'] ?? fileURLToPath(new URL('../../dist/bin/templatec.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const ESC = '\u001b[';

function templatec(args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  delete clean['NO_COLOR'];
  delete clean['FORCE_COLOR'];
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: FIXTURES, encoding: 'utf8', timeout: 20_000, env: { ...clean, ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('templatec --version', () => {
  it('prints the package version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v', 'version']) {
      const run = templatec([flag]);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`templatec ${version}\n`);
    }
  });
});

describe('templatec render warnings', () => {
  it('warns for a variable whose name is nowhere in the data, suggesting a close one, exit 0', () => {
    const run = templatec(['render', 'typo.jsont', 'page.json']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('<h1></h1>\n<p>cod</p><p>haddock</p>\n');
    expect(run.stderr).toContain("typo.jsont:1:5: warning: 'tilte' is nowhere in the data given: it prints nothing; did you mean 'title'? [unknown-variable]");
    expect(run.stderr).toContain("typo.jsont:2:29: warning: 'nmae' is nowhere in the data given: it prints nothing; did you mean 'name'? [unknown-variable]");
    expect(run.stderr).not.toContain("'items'");
  });

  it('prints the engine warnings: money of something that is not money', () => {
    const run = templatec(['render', 'money.jsont', 'product.json']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^money\.jsont:1:4: warning: money prints nothing for "Lamp": it needs \{decimalValue, currencyCode\} \[not-money\]\n/);
  });
});

describe('colour', () => {
  it('is off when standard error is not a terminal, on with FORCE_COLOR, off with NO_COLOR', () => {
    expect(templatec(['check', 'broken.jsont']).stderr).not.toContain(ESC);
    const forced = templatec(['check', 'broken.jsont'], { FORCE_COLOR: '1' });
    expect(forced.stderr).toContain(`${ESC}1mbroken.jsont:`);
    expect(forced.stderr).toContain(`${ESC}31m`);
    expect(forced.status).toBe(1);
    expect(templatec(['check', 'broken.jsont'], { FORCE_COLOR: '1', NO_COLOR: '1' }).stderr).not.toContain(ESC);
  });
});

describe('templatec render --watch', () => {
  it('renders again when the template, the data or a partial changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templatec-watch-'));
    try {
      writeFileSync(join(dir, 't.jsont'), '<p>{title}</p>{@|apply card}\n');
      writeFileSync(join(dir, 'd.json'), '{"title": "one"}');
      writeFileSync(join(dir, 'card.jsont'), '[card]');
      const child = spawn(process.execPath, [CLI, 'render', 't.jsont', 'd.json', '--partials', '.', '--watch'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const watching = async (times: number) => {
        const deadline = Date.now() + 10_000;
        while ((stderr.match(/watching for changes/g) ?? []).length < times) {
          if (Date.now() > deadline) throw new Error(`no render ${times}; stderr: ${stderr}`);
          await new Promise((done) => setTimeout(done, 25));
        }
      };
      try {
        await watching(1);
        expect(stdout).toBe('<p>one</p>[card]\n');
        writeFileSync(join(dir, 'd.json'), '{"title": "two"}');
        await watching(2);
        writeFileSync(join(dir, 't.jsont'), '<b>{title}</b>{@|apply card}\n');
        await watching(3);
        writeFileSync(join(dir, 'card.jsont'), '[new card]');
        await watching(4);
        expect(stdout).toBe('<p>one</p>[card]\n<p>two</p>[card]\n<b>two</b>[card]\n<b>two</b>[new card]\n');
        expect(stderr).toContain('templatec: d.json changed, rendering again');
        expect(stderr).toContain('templatec: card.jsont changed, rendering again');
      } finally {
        child.kill();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses standard input as the data', () => {
    const run = templatec(['render', 'page.jsont', '-', '--watch']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--watch needs JSON as a file');
  });
});
