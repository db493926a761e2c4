/**
 * `templatec check DIR` on a site folder (the built command line; `npm run build` first): a real
 * folder (../shared/template-folders/garberco, copied) checks clean but for its missing
 * stylesheet's warning; a partial it applies that the folder lacks is an error at its place.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = process.env['TEMPLATEC_BIN'] ?? fileURLToPath(new URL('../../dist/bin/templatec.js', import.meta.url));
const temps: string[] = [];

function copyOfGarberco(): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-folder-'));
  temps.push(dir);
  cpSync(resolve('../shared/template-folders/garberco'), dir, { recursive: true });
  return dir;
}

function check(dir: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, 'check', '.'], { cwd: dir, encoding: 'utf8', timeout: 20_000, env: { ...process.env, NO_COLOR: '1' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('templatec check on a site folder', () => {
  it('checks every template of a real folder, warning of its missing stylesheet only', () => {
    const run = check(copyOfGarberco());
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('26 templates checked, 0 errors');
    expect(run.stderr.split('\n').filter((line) => /^\S+:\d+:\d+: /.test(line))).toEqual([
      "template.conf:60:9: warning: stylesheet 'screen.css' is named, but styles/screen.css does not exist; it is left out of /site.css [missing-stylesheet]",
    ]);
  });

  it('reports a partial the folder does not have, applied or included, at its line and column, exit 1', () => {
    const dir = copyOfGarberco();
    appendFileSync(join(dir, 'blocks', 'image.block'), '\n{@|apply missing.block}\n');
    writeFileSync(join(dir, '_site.region'), '{.macro local}x{.end}{.include local}\n{squarespace.main-content}\n  {.include gone.block}\n');
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stdout.trim()).toBe('26 templates checked, 2 errors');
    expect(run.stderr).toMatch(/^_site\.region:3:3: Partial 'gone\.block' was not found: the folder has no blocks\/gone\.block \[partial-not-found\]$/m);
    expect(run.stderr).toMatch(/^blocks\/image\.block:4:1: Partial 'missing\.block' was not found: the folder has no blocks\/missing\.block \[partial-not-found\]$/m);
    expect(run.stderr).toContain('> 4 | {@|apply missing.block}');
  });

  it('reports a platform tag error in its file', () => {
    const dir = copyOfGarberco();
    writeFileSync(join(dir, '_shop.region'), '{squarespace.main-content}\n<squarespace:navigation navigationId="header" />\n');
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^_shop\.region:2:1: <squarespace:navigation> needs a template \(the name of a block\) or a body \[invalid-navigation\]$/m);
  });

  it('warns of a malformed design setting (tweak comment) at its line and column, exit 0', () => {
    const dir = copyOfGarberco();
    mkdirSync(join(dir, 'styles'));
    writeFileSync(join(dir, 'styles', 'screen.css'), '// tweak: { "type": "color", "title": "Ink" }\n@ink: #000;\n// tweak: { "type": "color" "title": "Paper" }\n@paper: #fff;\nbody { color: @ink; }\n');
    const run = check(dir);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^styles\/screen\.css:3:29: warning: the tweak's JSON is malformed: .*; the tweak is left out \[tweak-error\]$/m);
  });
});
