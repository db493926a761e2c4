import { isInsidePath } from './folder-files.js';
import { parseTagAttributes } from './tag-attributes.js';
import { isPathSegment, tagKey } from './tag-keys.js';
import { folderError, type FolderError } from './types.js';

/** Where a platform tag was written. */
export interface TagSite {
  file: string;
  line: number;
  column: number;
}

/** `<squarespace:query …>`: the pipeline puts `{ collection, items }` at `squarespace.query.<key>`. */
export interface QueryTag extends TagSite {
  key: string;
  collection: string;
  limit?: number;
  category?: string;
  tag?: string;
  featured?: boolean;
  /** Every attribute as written, the unknown ones included. */
  attributes: Record<string, string>;
}

/** `<squarespace:navigation …/>`: the pipeline puts `{ items }` at `squarespace.navigation.<key>`. */
export interface NavigationTag extends TagSite {
  /** The navigationId (a navigation name of template.conf). */
  key: string;
  navigationId: string;
  /** The block applied to it, without `.block`. */
  template: string;
  attributes: Record<string, string>;
}

/** `<squarespace:block-field …/>`: the pipeline puts the field's HTML at `squarespace.blockFields.<key>`. */
export interface BlockFieldTag extends TagSite {
  key: string;
  id: string;
  columns?: number;
  attributes: Record<string, string>;
}

export interface PreprocessedSource {
  /** JSON-T with the same lines (and, where the JSON-T is not longer, the same columns). */
  source: string;
  queries: QueryTag[];
  navigations: NavigationTag[];
  blockFields: BlockFieldTag[];
  /** `src` of each `<squarespace:script>`, relative to scripts/. */
  scripts: string[];
  errors: FolderError[];
}

const TAG = /<(\/?)squarespace:([A-Za-z][A-Za-z0-9-]*)/g;
const BLOCK_NAME = /^[A-Za-z0-9_-]+$/;
const SCRIPT_SRC = /^[A-Za-z0-9_.\/-]+$/;

/**
 * Replaces the platform's tags by JSON-T (see the table of docs/site-folders-brief.md) and
 * collects them. `{squarespace-headers}`, `{squarespace.*}` and every other JSON-T tag are left
 * as they are.
 */
export function preprocessPlatformTags(source: string, file: string): PreprocessedSource {
  const out: string[] = [];
  const result: PreprocessedSource = { source: '', queries: [], navigations: [], blockFields: [], scripts: [], errors: [] };
  const lines = lineStarts(source);
  const site = (offset: number): TagSite => ({ file, ...position(lines, offset) });
  const error = (offset: number, message: string, code: string): void => {
    const { line, column } = position(lines, offset);
    result.errors.push(folderError(file, line, column, message, code));
  };
  const open: { offset: number }[] = [];
  let copied = 0;

  TAG.lastIndex = 0;
  for (let match = TAG.exec(source); match !== null; match = TAG.exec(source)) {
    const start = match.index;
    const closing = match[1] === '/';
    const name = match[2] as string;
    const parsed = parseTagAttributes(source, TAG.lastIndex);
    if (!parsed.ok) {
      error(parsed.offset === TAG.lastIndex ? start : parsed.offset, `<${match[1]}squarespace:${name}>: ${parsed.message}`, 'invalid-platform-tag');
      continue;
    }
    const { attributes, end, selfClosing } = parsed.tag;
    const original = source.slice(start, end);
    TAG.lastIndex = end;
    out.push(source.slice(copied, start));
    copied = end;
    const emit = (jsont: string): void => {
      out.push(fit(jsont, original));
    };

    if (closing) {
      if (name === 'query' && open.length > 0) {
        open.pop();
        emit('{.end}');
      } else {
        error(start, `</squarespace:${name}> closes no open <squarespace:${name}>`, 'unexpected-closing-tag');
        emit('');
      }
      continue;
    }
    const at = site(start);
    switch (name) {
      case 'query': {
        const query = readQuery(attributes, at, (message) => error(start, `<squarespace:query>: ${message}`, 'invalid-query'));
        if (query === undefined) {
          emit('');
          if (!selfClosing) open.push({ offset: -1 });
          break;
        }
        result.queries.push(query);
        const section = rootSection(`query-${query.key}`, `squarespace.query.${query.key}`);
        if (selfClosing) emit(`${section}{.end}`);
        else {
          open.push({ offset: start });
          emit(section);
        }
        break;
      }
      case 'navigation': {
        const navigationId = attributes['navigationId'];
        const template = attributes['template'];
        if (navigationId === undefined || !isPathSegment(navigationId)) {
          const why = navigationId === undefined ? 'needs a navigationId' : `navigationId '${navigationId}' is not a navigation name`;
          error(start, `<squarespace:navigation> ${why}`, 'invalid-navigation');
          emit('');
        } else if (template === undefined || !BLOCK_NAME.test(template)) {
          const why = template === undefined ? 'needs a template (the name of a block)' : `template '${template}' is not a block name`;
          error(start, `<squarespace:navigation> ${why}`, 'invalid-navigation');
          emit('');
        } else {
          result.navigations.push({ ...at, key: navigationId, navigationId, template, attributes: { ...attributes } });
          emit(`${rootSection(`nav-${navigationId}`, `squarespace.navigation.${navigationId}`)}{@|apply ${template}.block}{.end}`);
        }
        break;
      }
      case 'block-field': {
        const id = attributes['id'];
        const columns = attributes['columns'];
        if (id === undefined || id === '') {
          error(start, '<squarespace:block-field> needs an id', 'invalid-block-field');
          emit('');
        } else if (columns !== undefined && !/^[1-9]\d*$/.test(columns)) {
          error(start, `<squarespace:block-field> columns must be a whole number, not '${columns}'`, 'invalid-block-field');
          emit('');
        } else {
          const key = tagKey(id, attributes);
          const field: BlockFieldTag = { ...at, key, id, attributes: { ...attributes } };
          if (columns !== undefined) field.columns = Number(columns);
          result.blockFields.push(field);
          emit(`{squarespace.blockFields.${key}}`);
        }
        break;
      }
      case 'script': {
        const src = attributes['src'];
        if (src === undefined || !SCRIPT_SRC.test(src) || !isInsidePath(src)) {
          const why = src === undefined ? 'needs a src' : `src '${src}' is not a file inside scripts/`;
          error(start, `<squarespace:script> ${why}`, 'invalid-script');
          emit('');
        } else {
          if (!result.scripts.includes(src)) result.scripts.push(src);
          emit(`<script src="/scripts/${src}" defer></script>`);
        }
        break;
      }
      default:
        error(start, `<squarespace:${name}> is not a platform tag this site supports (query, navigation, block-field, script)`, 'unknown-platform-tag');
        emit('');
    }
  }
  out.push(source.slice(copied));
  for (const unclosed of open.reverse()) {
    if (unclosed.offset >= 0) error(unclosed.offset, '<squarespace:query> is not closed: no </squarespace:query> follows', 'unclosed-query');
    // Closing it here keeps the engine from reporting the same mistake a second time.
    if (unclosed.offset >= 0) out.push('{.end}');
  }
  result.source = out.join('');
  return result;
}

/**
 * `{.section squarespace.X}` as the brief writes it, made to work inside other sections too: a
 * section looks its path up in the current scope only, while `{.var}` looks it up from the root
 * side as variables do, so the value is bound first and the section opens on the variable.
 */
function rootSection(name: string, path: string): string {
  return `{.var @sqs-${name} ${path}}{.section @sqs-${name}}`;
}

function readQuery(attributes: Record<string, string>, at: TagSite, fail: (message: string) => void): QueryTag | undefined {
  const { collection, limit, category, tag, featured } = attributes;
  if (collection === undefined || collection === '') return void fail('needs a collection (its urlId)');
  const query: QueryTag = { ...at, key: tagKey(collection, attributes), collection, attributes: { ...attributes } };
  if (limit !== undefined) {
    if (!/^[1-9]\d{0,3}$/.test(limit)) return void fail(`limit must be a whole number from 1 to 9999, not '${limit}'`);
    query.limit = Number(limit);
  }
  if (featured !== undefined) {
    if (featured !== 'true' && featured !== 'false' && featured !== '') return void fail(`featured must be true or false, not '${featured}'`);
    query.featured = featured !== 'false';
  }
  if (category !== undefined) query.category = category;
  if (tag !== undefined) query.tag = tag;
  return query;
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
