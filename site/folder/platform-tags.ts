import { parseTagAttributes } from './tag-attributes.js';
import { ENCLOSING_TAGS, PLATFORM_TAGS } from './tags/tag-table.js';
import type { BlockFieldTag, CategoryTag, Collected, FolderNavigationTag, NavigationTag, QueryTag, RelatedTag, TagSite } from './tags/tag-types.js';
import { folderError, folderWarning, type FolderError } from './folder-error.js';

export type { BlockFieldTag, CategoryTag, FolderNavigationTag, NavigationTag, QueryTag, RelatedTag, TagSite } from './tags/tag-types.js';

export interface PreprocessedSource {
  /** JSON-T with the same lines (and, where the JSON-T is not longer, the same columns). */
  source: string;
  queries: QueryTag[];
  navigations: NavigationTag[];
  folderNavigations: FolderNavigationTag[];
  related: RelatedTag[];
  categories: CategoryTag[];
  blockFields: BlockFieldTag[];
  /** `src` of each `<squarespace:script>`, relative to scripts/. */
  scripts: string[];
  /** Errors, and warnings (`severity: 'warning'`: an unknown tag, rendered as nothing). */
  errors: FolderError[];
}

const TAG = /<(\/?)squarespace:([A-Za-z][A-Za-z0-9-]*)/g;

interface Open {
  name: string;
  offset: number;
  close: string;
}

/**
 * Replaces the platform's tags by JSON-T (site/folder/README.md) and collects them, wherever they
 * are written, attribute values included. `{squarespace-headers}`, `{squarespace.*}` and every
 * other JSON-T tag are left as they are.
 */
export function preprocessPlatformTags(source: string, file: string): PreprocessedSource {
  const out: string[] = [];
  const result: PreprocessedSource = { source: '', queries: [], navigations: [], folderNavigations: [], related: [], categories: [], blockFields: [], scripts: [], errors: [] };
  const lines = lineStarts(source);
  const site = (offset: number): TagSite => ({ file, ...position(lines, offset) });
  const report = (offset: number, message: string, code: string, warning = false): void => {
    const { line, column } = position(lines, offset);
    result.errors.push(warning ? folderWarning(file, line, column, message, code) : folderError(file, line, column, message, code));
  };
  const open: Open[] = [];
  let copied = 0;

  TAG.lastIndex = 0;
  for (let match = TAG.exec(source); match !== null; match = TAG.exec(source)) {
    const start = match.index;
    const closing = match[1] === '/';
    const name = match[2] as string;
    const parsed = parseTagAttributes(source, TAG.lastIndex);
    if (!parsed.ok) {
      report(parsed.offset === TAG.lastIndex ? start : parsed.offset, `<${match[1]}squarespace:${name}>: ${parsed.message}`, 'invalid-platform-tag');
      continue;
    }
    const { attributes, quotes, end, selfClosing } = parsed.tag;
    const original = source.slice(start, end);
    TAG.lastIndex = end;
    out.push(source.slice(copied, start));
    copied = end;
    const emit = (jsont: string): void => {
      out.push(fit(jsont, original));
    };
    const handler = PLATFORM_TAGS.get(name);
    const closedLater = !selfClosing && (attributes['template'] === undefined ? source.indexOf(`</squarespace:${name}`, end) >= 0 : nextIsClosing(source, name, end));

    if (closing) {
      const top = open[open.length - 1];
      if (top?.name === name) {
        open.pop();
        emit(top.close);
      } else if (handler !== undefined && !ENCLOSING_TAGS.has(name)) {
        // `<squarespace:script …></squarespace:script>`: the end of a tag that has no body.
        emit('');
      } else {
        report(start, `</squarespace:${name}> closes no open <squarespace:${name}>`, 'unexpected-closing-tag');
        emit('');
      }
      continue;
    }
    // What a tag that cannot render encloses is not rendered either.
    const hideBody = (): void => {
      if (closedLater) open.push({ name, offset: -1, close: '{.end}' });
      emit(closedLater ? '{.section @sqs-not-rendered}' : '');
    };
    if (handler === undefined) {
      const known = [...PLATFORM_TAGS.keys()].join(', ');
      report(start, `<squarespace:${name}> is not a platform tag this site renders (${known}); it is left out of the page`, 'unknown-platform-tag', true);
      hideBody();
      continue;
    }
    const outcome = handler({ attributes, quotes, at: site(start), selfClosing });
    if (!outcome.ok) {
      report(start, outcome.message, outcome.code);
      hideBody();
      continue;
    }
    if (outcome.collected) collect(result, outcome.collected);
    if (outcome.close === undefined) emit(outcome.open);
    else if (closedLater) {
      open.push({ name, offset: start, close: outcome.close });
      emit(outcome.open);
    } else if (selfClosing || attributes['template'] !== undefined || name === 'query') {
      if (!selfClosing && name === 'query') report(start, '<squarespace:query> is not closed: no </squarespace:query> follows', 'unclosed-query');
      emit(`${outcome.open}${outcome.close}`);
    } else {
      report(start, `<squarespace:${name}> is not closed: no </squarespace:${name}> follows`, `unclosed-${name}`);
      emit(`${outcome.open}${outcome.close}`);
    }
  }
  out.push(source.slice(copied));
  for (const unclosed of open.reverse()) {
    // Only a nested tag of the same name can still be open here; its end was taken by the inner one.
    if (unclosed.offset >= 0) report(unclosed.offset, `<squarespace:${unclosed.name}> is not closed: no </squarespace:${unclosed.name}> follows`, `unclosed-${unclosed.name}`);
    // Closing it here keeps the engine from reporting the same mistake a second time.
    out.push(unclosed.close);
  }
  result.source = out.join('');
  return result;
}

/**
 * Whether the next tag of this name after `from` closes one: a tag given a template and written
 * without `/>` encloses a body only when its end follows before another such tag opens.
 */
function nextIsClosing(source: string, name: string, from: number): boolean {
  const next = new RegExp(`<(/?)squarespace:${name}(?![A-Za-z0-9-])`, 'g');
  next.lastIndex = from;
  return next.exec(source)?.[1] === '/';
}

function collect(result: PreprocessedSource, found: Collected): void {
  switch (found.kind) {
    case 'query':
      result.queries.push(found.tag);
      break;
    case 'navigation':
      result.navigations.push(found.tag);
      break;
    case 'folderNavigation':
      result.folderNavigations.push(found.tag);
      break;
    case 'related':
      result.related.push(found.tag);
      break;
    case 'category':
      result.categories.push(found.tag);
      break;
    case 'blockField':
      result.blockFields.push(found.tag);
      break;
    case 'script':
      if (!result.scripts.includes(found.src)) result.scripts.push(found.src);
      break;
  }
}

/**
 * The JSON-T put in place of a tag: followed by the tag's newlines, so every later line keeps its
 * number, and padded with a JSON-T comment where it is shorter, so later columns stay too.
 */
function fit(jsont: string, original: string): string {
  const firstBreak = original.indexOf('\n');
  if (firstBreak < 0) {
    const room = original.length - jsont.length;
    return room >= 3 ? `${jsont}{#${' '.repeat(room - 3)}}` : jsont;
  }
  const rest = original.slice(firstBreak).replace(/[^\r\n]/g, ' ');
  return `${jsont}{#${rest.slice(0, -1)}}`;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] as number) + 1 };
}
