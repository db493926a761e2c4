// The guides (README.md and docs/*.md) stay true: every path they name exists, every npm script
// they name is in package.json, every setting they name is read by the code, every templatec
// command they name exists, and every link between them resolves, anchors included. Records of
// the past (docs/history/) name the files of their time and are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSpans, headingAnchors, localLinks, pathsNamed, scriptsNamed, settingsNamed, templatecCommandsNamed } from './guide-text.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

const guides = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const text = (file: string): string => readFileSync(join(root, file), 'utf8');

const scripts = Object.keys((JSON.parse(text('package.json')) as { scripts: Record<string, string> }).scripts);
const templatecCommands = [...text('cli/templatec.ts').matchAll(/case '([a-z-]+)':/g)].map((m) => m[1]);

/** Settings read by the platform rather than by our code. */
const READ_BY_THE_PLATFORM = new Set(['MALLOC_ARENA_MAX']);
/** Where the code that reads settings lives (tests/docs excluded: its own strings prove nothing). */
const CODE_FOLDERS = ['engine', 'formatters', 'predicates', 'domain', 'islands', 'site', 'cli', 'scripts', 'bench', 'packages', 'tests'];
const CODE_FILE = /\.(ts|tsx|mjs|js|cjs|sh|astro)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'docs']);

function codeFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...codeFiles(path));
    else if (CODE_FILE.test(name)) files.push(path);
  }
  return files;
}
const code = [...CODE_FOLDERS.flatMap((f) => codeFiles(join(root, f))), join(root, 'astro.config.mjs')].map((f) => readFileSync(f, 'utf8')).join('\n');

/**
 * Whether the code reads `name` from the environment (`env.NAME`, `env['NAME']`, or the name as a
 * string handed to a helper), or declares it as a constant (`ROLE_ACCESS` is code, not a setting).
 */
function readByCode(name: string): boolean {
  return new RegExp(`env\\??\\.${name}\\b|['"\`]${name}['"\`]|\\bconst ${name}\\b`).test(code);
}

describe('the guides', () => {
  it('are the README and the docs', () => {
    expect(guides).toEqual(expect.arrayContaining(['README.md', 'docs/getting-started.md', 'docs/authoring.md', 'docs/admin.md', 'docs/deploying.md', 'docs/engine-api.md', 'docs/commerce-api.md']));
  });

  it('keep the README under 120 lines', () => {
    expect(text('README.md').split('\n').length).toBeLessThan(120);
  });

  describe.each(guides)('%s', (guide) => {
    const markdown = text(guide);

    it('names only paths that exist', () => {
      expect(pathsNamed(markdown).filter((path) => !existsSync(join(root, path)))).toEqual([]);
    });

    it('names only npm scripts of package.json', () => {
      expect(scriptsNamed(markdown).filter((name) => !scripts.includes(name))).toEqual([]);
    });

    it('names only settings the code reads (or constants it declares)', () => {
      expect(settingsNamed(markdown).filter((name) => !READ_BY_THE_PLATFORM.has(name) && !readByCode(name))).toEqual([]);
    });

    it('names only templatec commands that exist', () => {
      expect(templatecCommandsNamed(markdown).filter((name) => !templatecCommands.includes(name))).toEqual([]);
    });

    it('links only to files and headings that exist', () => {
      const broken = localLinks(markdown).filter(({ target, anchor }) => {
        const file = target === '' ? join(root, guide) : resolve(dirname(join(root, guide)), target);
        if (!existsSync(file)) return true;
        return anchor !== undefined && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor);
      });
      expect(broken.map(({ target, anchor }) => `${target}#${anchor ?? ''}`)).toEqual([]);
    });
  });
});

describe('what the check reads in a guide', () => {
  const sample = [
    '# A guide',
    '## Node 24: `npm run test:node24`',
    'Serve `site/http/` and `site/no-such-folder/` with `SITE_DIR=sites/quiet-pages npm start`; `DATABASE_URL`, `PORT=4999`,',
    '`HOST`; files `fixtures/<area>/*.html`, `package.json`, `lexer.ts`. Run `npm run bench:server` or `templatec check DIR`.',
    'See [deploying](deploying.md#postgresql) and [above](#a-guide).',
    '```sh',
    'npm run create-admin -- --email you@example.com',
    'node dist/bin/templatec.js render T J',
    '```',
  ].join('\n');

  it('finds the paths in code spans, patterns cut at their placeholder', () => {
    expect(pathsNamed(sample).sort()).toEqual(['fixtures/', 'package.json', 'site/http/', 'site/no-such-folder/', 'sites/quiet-pages']);
  });

  it('fails a renamed folder', () => {
    expect(pathsNamed(sample).filter((path) => !existsSync(join(root, path)))).toEqual(['site/no-such-folder/']);
  });

  it('finds scripts, settings, templatec commands, links and anchors', () => {
    expect(scriptsNamed(sample).sort()).toEqual(['bench:server', 'create-admin', 'start', 'test:node24']);
    expect(settingsNamed(sample).sort()).toEqual(['DATABASE_URL', 'PORT', 'SITE_DIR']);
    expect(templatecCommandsNamed(sample).sort()).toEqual(['check', 'render']);
    expect(localLinks(sample)).toEqual([
      { target: 'deploying.md', anchor: 'postgresql' },
      { target: '', anchor: 'a-guide' },
    ]);
    expect([...headingAnchors(sample)]).toEqual(['a-guide', 'node-24-npm-run-testnode24']);
    expect(codeSpans(sample)).not.toContain('npm run create-admin -- --email you@example.com');
  });

  it('tells a setting the code reads from one it does not', () => {
    expect(readByCode('DATABASE_URL')).toBe(true);
    expect(readByCode('NO_SUCH_SETTING_ANYWHERE')).toBe(false);
  });
});

