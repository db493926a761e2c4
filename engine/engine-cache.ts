import type { Item } from './parser/item.js';
import type { Parsed } from './parser/problem.js';
import { parseTag, relocate } from './parser/tag.js';
import type { Registry } from './registry.js';
import type { Template } from './template.js';

/** Partials compiled from source kept per engine: past this many, the cache starts again. */
const MAX_CACHED_PARTIALS = 500;
/** Distinct tags whose parse is kept per engine. */
const MAX_CACHED_TAGS = 20_000;
/** Sources whose compiles are remembered per engine (by fingerprint). */
const MAX_SEEN_SOURCES = 5_000;
/** Characters of a source sampled (evenly, with its length) for its fingerprint. */
const FINGERPRINT_SAMPLES = 32;

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
  /**
   * Fingerprints of the sources compiled on this engine. Tags are recorded only by a compile of
   * a source seen before: a folder compiled once (a site starting) pays no bookkeeping, and a
   * template compiled again and again (the editor, the bench's warm parse) has its tags kept from
   * its third compile on. Two sources sharing a fingerprint only share that decision.
   */
  private readonly seen = new Set<number>();
  private recording = false;
  /** Compiled partials by name and compile options; an entry whose source differs is replaced. */
  private partials: Map<string, PartialEntry> | undefined;
  /** Plugins' own templates (the library's fragments) by name, compiled with this engine's table. */
  private fragments: Map<string, PartialEntry> | undefined;

  readonly revision: number;

  constructor(private readonly registry: Registry) {
    this.revision = registry.revision;
  }

  /** Called as a parse of `source` starts: records the tags the previous parse saw for the first time. */
  begin(source: string): void {
    const key = fingerprint(source);
    this.recording = this.seen.has(key);
    if (!this.recording) {
      if (this.seen.size >= MAX_SEEN_SOURCES) this.seen.clear();
      this.seen.add(key);
    }
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

  /**
   * Whether this parse's source was compiled before on this engine: its tags are then read
   * through the cache (kept parses cost less than parsing anew); otherwise the parser reads the
   * simplest tags where they stand.
   */
  get recordingTags(): boolean {
    return this.recording;
  }

  /** The parse of the tag `text` found at offset `start`: from the cache from its second sighting on. */
  tag(text: string, start: number): Parsed<Item> {
    const kept = this.tags.size === 0 ? undefined : this.tags.get(text);
    if (kept === undefined) {
      if (this.recording && this.unrecorded.length < MAX_CACHED_TAGS) this.unrecorded.push(text);
      return parseTag(text, this.registry, start);
    }
    if (kept !== null) return relocate(kept, start);
    const parsed = parseTag(text, this.registry, 0);
    this.tags.set(text, parsed);
    return relocate(parsed, start);
  }

  partial(key: string, source: string, make: () => Template): Template {
    return kept((this.partials ??= new Map()), key, source, make);
  }

  /** A plugin's template (see `RenderScope.fragment`), compiled once per engine. */
  fragment(name: string, source: string, make: () => Template): Template {
    return kept((this.fragments ??= new Map()), name, source, make);
  }
}

/** The template kept under `key`, made anew when its source differs. */
function kept(cache: Map<string, PartialEntry>, key: string, source: string, make: () => Template): Template {
  const entry = cache.get(key);
  if (entry !== undefined && entry.source === source) return entry.template;
  const template = make();
  if (entry === undefined && cache.size >= MAX_CACHED_PARTIALS) cache.clear();
  cache.set(key, { source, template });
  return template;
}

/** A number that tells most sources apart, read from a few of their characters (no hashing of the whole text). */
function fingerprint(source: string): number {
  const n = source.length;
  const step = n <= FINGERPRINT_SAMPLES ? 1 : Math.floor(n / FINGERPRINT_SAMPLES);
  let h = n;
  for (let i = 0; i < n; i += step) h = (Math.imul(h, 31) + source.charCodeAt(i)) | 0;
  return (Math.imul(h, 31) + source.charCodeAt(n - 1)) | 0;
}

const caches = new WeakMap<Registry, EngineCache>();

/** The cache of the engine using `registry`, made anew when the table has changed since. */
export function engineCache(registry: Registry): EngineCache {
  const kept = caches.get(registry);
  if (kept !== undefined && kept.revision === registry.revision) return kept;
  const made = new EngineCache(registry);
  caches.set(registry, made);
  return made;
}
