/**
 * Renders one live block the way the layout renderer will: the kind's settings checked by its
 * schema, its data made from a content snapshot, its template (templates/blocks/<kind>.block)
 * compiled by the engine and rendered with `{ block, data }` in a page-like context (`website`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '../../../../library/index.js';
import { readSeedContent } from '../../../../site/content/seed-content.js';
import { formatSeedError } from '../../../../site/content/seed-error.js';
import type { SiteContent } from '../../../../site/content/types.js';
import type { Block } from '../../../../domain/layout/layout.js';
import type { LayoutMedia } from '../../../../domain/layout/layout-media.js';
import { LIVE_BLOCKS } from '../../../../site/features/page-builder/kinds/live-kinds.js';
import type { LiveBlockDefinition, SettingsIssue } from '../../../../site/features/page-builder/kinds/live-block.js';
import type { BlockEnv, BlockIslands } from '../../../../site/features/page-builder/block-definition.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The snapshot the block fixtures read (fixtures/blocks/content/, a seed folder). */
export function blockContent(): SiteContent {
  const { content, errors } = readSeedContent(`${root}fixtures/blocks/content`);
  if (errors.length > 0 || content === undefined) throw new Error(errors.map(formatSeedError).join('\n'));
  return content;
}

export function liveBlock(kind: string): LiveBlockDefinition {
  const found = (LIVE_BLOCKS as LiveBlockDefinition[]).find((d) => d.kind === kind);
  if (!found) throw new Error(`no live block kind ${kind}`);
  return found;
}

/** The issues of stored settings: the schema's (path.message) and, once they parse, the content's. */
export function settingsIssues(kind: string, settings: unknown, content: SiteContent = blockContent(), variant?: string): SettingsIssue[] {
  const definition = liveBlock(kind);
  const parsed = definition.settings.safeParse(settings);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return definition.check?.(parsed.data, envOf(content), blockOf(kind, parsed.data, variant)) ?? [];
}

/** The media library's facts of the fixtures' images (what a stored layout keeps beside it). */
export const blockMedia = (): LayoutMedia => JSON.parse(readFileSync(`${root}fixtures/blocks/media-library/media.json`, 'utf8')) as LayoutMedia;

const envOf = (content: SiteContent): BlockEnv => ({ content, path: '/landing', origin: 'https://shop.example', media: blockMedia() });
const blockOf = (kind: string, settings: Record<string, unknown>, variant?: string): Block =>
  ({ id: 'b1', kind, ...(variant ? { variant } : {}), settings, desktop: { column: 1, span: 12, row: 1, rows: 1 } }) as Block;

export interface RenderedBlock {
  html: string;
  errors: string[];
  islands: BlockIslands | undefined;
  data: Record<string, unknown>;
}

export function renderLiveBlock(kind: string, settings: unknown, options: { variant?: string; content?: SiteContent; id?: string } = {}): RenderedBlock {
  const definition = liveBlock(kind);
  const content = options.content ?? blockContent();
  const parsed = definition.settings.parse(settings);
  const block = { ...blockOf(kind, parsed, options.variant), id: options.id ?? 'b1' };
  const env = envOf(content);
  const data = definition.data(parsed, env, block);
  const template = compile(readFileSync(`${root}templates/blocks/${kind}.block`, 'utf8'), { name: `blocks/${kind}.block` });
  const result = template.render({ website: content.website, block: { id: block.id, kind, variant: block.variant ?? null, settings: parsed }, data } as never, { locale: 'en-US', now: 0 });
  return {
    html: result.html,
    errors: [...template.errors, ...result.errors].map((e) => `${e.code} ${e.line}:${e.column} ${e.message}`),
    islands: definition.islands?.(parsed, env, block),
    data,
  };
}

/** Whitespace-insensitive HTML for comparison: runs of blanks become one space, none between tags; inline style and script bodies elided. */
export function normalizeHtml(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '<style>…</style>')
    .replace(/<script>[\s\S]*?<\/script>/g, '<script>…</script>')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .trim();
}
