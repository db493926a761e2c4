// What a guide (README.md, docs/*.md) names that the repository must have: paths, npm scripts,
// settings (environment variables), templatec commands and links. Pure text functions; the
// checks against the repository are in guides.test.ts.

/** The top-level folders of the repository: a token starting with one of them is a path. */
const REPO_FOLDERS = ['engine', 'formatters', 'predicates', 'domain', 'islands', 'site', 'sites', 'templates', 'fixtures', 'tests', 'cli', 'packages', 'bench', 'scripts', 'docs'];
/** Files at the root that guides name without a folder. */
const ROOT_FILES = ['package.json', 'package-lock.json', 'conformance-floor.json', 'astro.config.mjs', 'vitest.config.ts', '.ci/run'];
/** Characters that make a path a pattern (`fixtures/<area>/*.html`): only the part before them is checked. */
const PATTERN = /[<>*{}|…]/;

const FENCE = /^```[^\n]*\n[\s\S]*?^```/gm;

/** The text of the fenced code blocks. */
export function fencedBlocks(markdown: string): string[] {
  return [...markdown.matchAll(FENCE)].map((m) => m[0]);
}

/** The inline code spans (`…`) outside fenced blocks. */
export function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(FENCE, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
}

function tokens(span: string): string[] {
  return span.split(/[\s,;()=]+/).filter(Boolean);
}

/**
 * The repository paths named in code spans: `site/http/`, `docs/roles.md`, `package.json`. For a
 * pattern (`sites/*\/assets/`), the folder before its first placeholder.
 */
export function pathsNamed(markdown: string): string[] {
  const paths = new Set<string>();
  for (const span of codeSpans(markdown)) {
    for (const raw of tokens(span)) {
      const token = raw.replace(/^\.\//, '').replace(/[.:]+$/, '');
      const top = token.split('/')[0] ?? '';
      const isPath = (REPO_FOLDERS.includes(top) && token.includes('/')) || ROOT_FILES.includes(token);
      if (!isPath) continue;
      const cut = token.search(PATTERN);
      paths.add(cut === -1 ? token : token.slice(0, token.lastIndexOf('/', cut) + 1));
    }
  }
  return [...paths].filter((p) => p !== '');
}

/** The npm scripts named: `npm run X` anywhere, `npm start`, `npm test`. */
export function scriptsNamed(markdown: string): string[] {
  const names = new Set<string>();
  for (const m of markdown.matchAll(/\bnpm run ([\w:.-]+)/g)) names.add(m[1] ?? '');
  for (const m of markdown.matchAll(/\bnpm (start|test)\b/g)) names.add(m[1] ?? '');
  return [...names];
}

/**
 * The settings named in code spans: `DATABASE_URL`, `SITE_DIR=sites/x`, `PORT=4999` (a name with
 * an underscore, or any capitalised name given a value).
 */
export function settingsNamed(markdown: string): string[] {
  const names = new Set<string>();
  for (const span of codeSpans(markdown)) {
    for (const token of span.split(/[\s,;()]+/)) {
      const m = /^([A-Z][A-Z0-9_]*[A-Z0-9])(=.*)?$/.exec(token);
      if (m?.[1] && (m[1].includes('_') || m[2] !== undefined)) names.add(m[1]);
    }
  }
  return [...names];
}

/** The templatec commands named: `templatec check DIR`, `node dist/bin/templatec.js check …`. */
export function templatecCommandsNamed(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\btemplatec(?:\.js)? ([a-z][\w-]*)/g)].map((m) => m[1] ?? ''))];
}

export interface Link {
  readonly target: string;
  readonly anchor: string | undefined;
}

/** The links to other files of the repository (not to web sites), with their anchors. */
export function localLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const m of markdown.replace(FENCE, '').matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = m[1] ?? '';
    if (/^[a-z]+:/i.test(href)) continue;
    const [target = '', anchor] = href.split('#');
    links.push({ target, anchor });
  }
  return links;
}

/** The anchors of a document's headings, as GitHub makes them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.replace(FENCE, '').matchAll(/^#{1,6} +(.+)$/gm)) {
    anchors.add(
      (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}
