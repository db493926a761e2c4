/**
 * End-to-end runs of the built command line (`npm run build` first: `npm test` does it).
 * The fixtures are this project's own, in tests/cli/fixtures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// TEMPLATEC_BIN runs the tests against another build of the command line.
const CLI = process.env['TEMPLATEC_BIN'] ?? fileURLToPath(new URL('../../dist/bin/templatec.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function templatec(args: string[], input?: string): Run {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: FIXTURES,
    input,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function lastLine(text: string): string {
  const lines = text.trimEnd().split('\n');
  return lines[lines.length - 1] ?? '';
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first`);
});

describe('templatec render', () => {
  it('prints the HTML and exits 0', () => {
    const run = templatec(['render', 'page.jsont', 'page.json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('<h1>Fish &amp; Chips</h1>\n<ul>\n<li>cod</li>\n<li>haddock</li>\n</ul>\n');
  });

  it('reads the JSON from standard input for -', () => {
    const run = templatec(['render', 'page.jsont', '-'], '{"title": "<stdin>", "items": []}');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<h1>&lt;stdin&gt;</h1>');
  });

  it('loads partials from a directory, by name with and without extension', () => {
    const run = templatec(['render', 'uses-partial.jsont', 'product.json', '--partials', 'partials']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('<div class="card">Lamp</div> <div class="card">Lamp</div>');
  });

  it('reports compile errors as file:line:col: message [code] with a code frame, still printing, exit 1', () => {
    const run = templatec(['render', 'broken.jsont', 'page.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('<p>fine</p>');
    const where = /^broken\.jsont:3:(\d+): .+ \[unknown-formatter\]$/m.exec(run.stderr);
    expect(where).not.toBeNull();
    expect(run.stderr).toMatch(/^> 3 \| {3}\{title\|no-such-formatter\}$/m);
    // The caret line points at the column given in the message.
    const caret = /^ +\| (( *)\^+)$/m.exec(run.stderr);
    expect(caret).not.toBeNull();
    expect((caret?.[2]?.length ?? 0) + 1).toBe(Number(where?.[1]));
    // One error; the warning that `a` is nowhere in the data is not one.
    expect(run.stderr.match(/^(?!.*: warning: ).*\[[a-z-]+\]$/gm)).toHaveLength(1);
  });

  it('reports runtime errors and still prints the HTML, exit 1', () => {
    const run = templatec(['render', 'missing-partial.jsont', 'page.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^before .*after/);
    expect(run.stderr).toMatch(/^missing-partial\.jsont:1:\d+: .+ \[partial-not-found\]$/m);
  });

  it('stops at the first error with --strict', () => {
    const run = templatec(['render', 'broken.jsont', 'page.json', '--strict']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    // One error; the warning that `a` is nowhere in the data is not one.
    expect(run.stderr.match(/^(?!.*: warning: ).*\[[a-z-]+\]$/gm)).toHaveLength(1);
    expect(run.stderr).toMatch(/^broken\.jsont:3:\d+: .+ \[unknown-formatter\]$/m);
  });

  it('exits 2 on usage and I/O errors', () => {
    expect(templatec(['render', 'page.jsont']).status).toBe(2);
    expect(templatec(['render', 'page.jsont', 'page.json', '--now', 'soon']).status).toBe(2);
    expect(templatec(['render', 'page.jsont', 'page.json', '--bogus']).status).toBe(2);
    const missing = templatec(['render', 'no-such.jsont', 'page.json']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no-such.jsont');
    const badJson = templatec(['render', 'page.jsont', 'bad.json']);
    expect(badJson.status).toBe(2);
    expect(badJson.stderr).toContain('bad.json is not valid JSON');
    expect(templatec(['render', 'page.jsont', 'page.json', '--partials', 'no-such-dir']).status).toBe(2);
  });

  it('prints usage for help, and exits 2 for no or an unknown command', () => {
    const help = templatec(['help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('templatec render TEMPLATE JSON');
    expect(templatec([]).status).toBe(2);
    const unknown = templatec(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
  });
});

describe('templatec check', () => {
  it('exits 0 for templates without errors', () => {
    const run = templatec(['check', 'page.jsont', 'uses-partial.jsont']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('2 templates checked, 0 errors');
  });

  it('reports every compile error of every file, exit 1', () => {
    const run = templatec(['check', 'broken.jsont', 'unclosed.jsont', 'page.jsont']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^broken\.jsont:3:\d+: .+ \[unknown-formatter\]$/m);
    expect(run.stderr).toMatch(/^unclosed\.jsont:\d+:\d+: .+ \[unclosed-block\]$/m);
    expect(run.stdout.trim()).toMatch(/^3 templates checked, [2-9] errors$/);
  });

  it('does not report runtime errors (it does not render)', () => {
    const run = templatec(['check', 'missing-partial.jsont']);
    expect(run.status).toBe(0);
  });

  it('exits 2 for a missing file, after checking the others', () => {
    const run = templatec(['check', 'no-such.jsont', 'page.jsont']);
    expect(run.status).toBe(2);
    expect(run.stdout.trim()).toBe('1 template checked, 0 errors');
  });
});

describe('templatec test', () => {
  it('runs a directory of specs recursively and reports failures, exit 1', () => {
    const run = templatec(['test', 'specs']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL specs/core-wrong.html: line 2, col 1: expected "deux" but got "two"');
    expect(run.stdout).not.toContain('core-hello');
    expect(run.stdout).toContain('output specs: 2 passed, 1 failed');
    expect(run.stdout).toContain('AST specs: 1 passed, 0 failed');
    expect(lastLine(run.stdout)).toBe('3 passed, 1 failed, 1 skipped');
  });

  it('exits 0 when every spec passes', () => {
    const run = templatec(['test', 'specs/core-hello.html', 'specs/core-partial.html']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('2 passed, 0 failed');
  });

  it('prints counts per area with --summary and no per-failure lines', () => {
    const run = templatec(['test', 'specs', '--summary']);
    expect(run.stdout).not.toContain('FAIL');
    expect(run.stdout).toMatch(/^core +2 +1 +0$/m);
    expect(run.stdout).toMatch(/^notes +0 +0 +1$/m);
    expect(run.stdout).toMatch(/^sub\/ast +1 +0 +0$/m);
    expect(lastLine(run.stdout)).toBe('3 passed, 1 failed, 1 skipped');
  });

  it('prints the full diff and the slowest specs with --verbose', () => {
    const run = templatec(['test', 'specs', '--verbose']);
    expect(run.stdout).toContain('- deux\n  + two');
    expect(run.stdout).toContain('SKIP specs/notes.html');
    expect(run.stdout).toMatch(/^slowest: .+ ms\)/m);
  });

  it('holds or breaks the floor, and hints at raising it', () => {
    const low = templatec(['test', 'specs', '--floor', 'floor-low.json']);
    expect(low.status).toBe(0);
    expect(low.stdout).toContain('floor held: 3 passed, floor 2; raise it: set "passed": 3 in floor-low.json');
    expect(lastLine(low.stdout)).toBe('3 passed, 1 failed, 1 skipped');

    const exact = templatec(['test', 'specs', '--floor', 'floor-exact.json']);
    expect(exact.status).toBe(0);
    expect(exact.stdout).toMatch(/^floor held: 3 passed, floor 3$/m);

    const high = templatec(['test', 'specs', '--floor', 'floor-high.json']);
    expect(high.status).toBe(1);
    expect(high.stdout).toContain('floor broken: 3 passed');

    expect(templatec(['test', 'specs', '--floor', 'no-such-floor.json']).status).toBe(2);
    expect(templatec(['test', 'specs', '--floor', 'bad.json']).status).toBe(2);
  });

  it('prints machine-readable results with --json', () => {
    const run = templatec(['test', 'specs', '--json', '--floor', 'floor-low.json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as {
      passed: number;
      failed: number;
      skipped: number;
      kinds: Record<string, { passed: number }>;
      floor: { held: boolean };
      specs: { path: string; status: string; reason?: string }[];
    };
    expect(json).toMatchObject({ passed: 3, failed: 1, skipped: 1, floor: { held: true } });
    expect(json.kinds['ast']?.passed).toBe(1);
    const wrong = json.specs.find((s) => s.path === 'specs/core-wrong.html');
    expect(wrong).toMatchObject({ status: 'failed', reason: 'line 2, col 1: expected "deux" but got "two"' });
  });

  it('exits 2 for a missing path', () => {
    const run = templatec(['test', 'no-such-dir']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no-such-dir');
  });
});
