import type { Item } from './parser/item.js';
import type { Parsed } from './parser/problem.js';
import { parseTag, relocate } from './parser/tag.js';
import type { Registry } from './registry.js';
import type { Template } from './template.js';

/** Partials compiled from source kept per engine: past this many, the cache starts again. */
const MAX_CACHED_PARTIALS = 500;
/** Distinct tags whose parse is kept per engine. */
const MAX_CACHED_TAGS = 20_000;

export interface PartialEntry {
  source: string;
  template: Template;
}

/**
 * What one engine (one formatter and predicate table) derives from sources and reuses across
 * templates: parsed tags, and partials compiled from source, so that every template of a folder
 * applies the same compiled partials. Registering a formatter or predicate empties it.
 */
export class EngineCache {
  /**
   * A tag's parse as if it started at offset 0, by the tag's text (see parser/tag.ts); null for
   * a tag seen once, which is not kept: most tags are never seen again, and keeping (copying)
   * them would cost more than it saves.
   */
  private readonly tags = new Map<string, Parsed<Item> | null>();
  /**
   * Tags the last parse saw for the first time (at most MAX_CACHED_TAGS), entered in `tags` as
   * the next parse on this engine begins: a compile after which the engine compiles nothing more
   * (or whose table changes) never pays for that bookkeeping.
   */
  private unrecorded: string[] = [];
  /** Compiled partials by name and compile options; an entry whose source differs is replaced. */
  private partials: Map<string, PartialEntry> | undefined;

  constructor(private readonly registry: Registry) {}

  /** Called as a parse starts: records the tags the previous parse saw for the first time. */
  begin(): void {
    const unrecorded = this.unrecorded;
    if (unrecorded.length === 0) return;
    this.unrecorded = [];
    const tags = this.tags;
    for (const text of unrecorded) {
      if (tags.has(text)) continue;
      if (tags.size >= MAX_CACHED_TAGS) tags.clear();
      tags.set(text, null);
    }
  }

  /** The parse of the tag `text` found at offset `start`: from the cache from its second sighting on. */
  tag(text: string, start: number): Parsed<Item> {
    const kept = this.tags.size === 0 ? undefined : this.tags.get(text);
    if (kept === undefined) {
      if (this.unrecorded.length < MAX_CACHED_TAGS) this.unrecorded.push(text);
      return parseTag(text, this.registry, start);
    }
    if (kept !== null) return relocate(kept, start);
    const parsed = parseTag(text, this.registry, 0);
    this.tags.set(text, parsed);
    return relocate(parsed, start);
  }

  partial(key: string, source: string, make: () => Template): Template {
    const partials = (this.partials ??= new Map());
    const entry = partials.get(key);
    if (entry !== undefined && entry.source === source) return entry.template;
    const template = make();
    if (entry === undefined && partials.size >= MAX_CACHED_PARTIALS) partials.clear();
    partials.set(key, { source, template });
    return template;
  }
}

/** The cache of the engine using `registry`, made anew when the table has changed since. */
export function engineCache(registry: Registry): EngineCache {
  return (registry.derived ??= new EngineCache(registry));
}
