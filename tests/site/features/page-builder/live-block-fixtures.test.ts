/**
 * Data-driven fixtures of the live block kinds: each `fixtures/blocks/<kind>/*.case` holds the
 * block's `:SETTINGS` (JSON), optionally its `:VARIANT`, and what a visitor gets: `:OUTPUT` (the
 * HTML, compared without caring for white space; inline style and script bodies elided), and
 * optionally `:ISLANDS` (JSON the block adds to the page's islands; `null` for none) or `:ISSUES`
 * (the settings' issues as `path: message` lines, for cases that must be refused). The snapshot is
 * fixtures/blocks/content/, the media library's facts fixtures/blocks/media-library/media.json.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../../../cli/spec-file.js';
import { normalizeHtml, renderLiveBlock, settingsIssues } from './live-block-render.js';

const dir = fileURLToPath(new URL('../../../../fixtures/blocks/', import.meta.url));
const NOT_KINDS = new Set(['content', 'media-library']);
const kinds = readdirSync(dir).filter((name) => !NOT_KINDS.has(name) && statSync(join(dir, name)).isDirectory());

describe.each(kinds)('%s block fixtures', (kind) => {
  for (const file of readdirSync(join(dir, kind)).filter((f) => f.endsWith('.case'))) {
    it(file, () => {
      const sections = splitSections(readFileSync(join(dir, kind, file), 'utf8'));
      const settings: unknown = JSON.parse(sections.get('SETTINGS') ?? 'null');
      const variant = sections.get('VARIANT')?.trim() || undefined;
      const issues = sections.get('ISSUES');
      const found = settingsIssues(kind, settings, undefined, variant).map((i) => `${i.path}: ${i.message}`);
      if (issues !== undefined) {
        expect(found).toEqual(issues.split('\n').map((l) => l.trim()).filter(Boolean));
        return;
      }
      expect(found).toEqual([]);
      const rendered = renderLiveBlock(kind, settings, variant ? { variant } : {});
      expect(rendered.errors).toEqual([]);
      expect(normalizeHtml(rendered.html)).toBe(normalizeHtml(sections.get('OUTPUT') ?? ''));
      const islands = sections.get('ISLANDS');
      if (islands !== undefined) expect(rendered.islands ?? null).toEqual(JSON.parse(islands));
    });
  }
});
