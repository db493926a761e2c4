// A stand-in for the layout API (domain/layout/layout-api.ts) answered inside the browser with
// Playwright routes, for testing the page builder's screen before the server side exists: versions
// with 409 on a stale save, publish, discard, history, restore, and a plain preview of each block.
import type { Page, Route } from 'playwright-core';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutPreview, LayoutView } from '../../../domain/layout/layout-api.js';

interface Stored {
  draft: Layout;
  published: Layout | null;
  version: number;
  history: { version: number; savedBy: string | null; saved: number; layout: Layout }[];
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

function blockHtml(block: Layout['sections'][number]['blocks'][number]): string {
  const s = block.settings;
  const inner =
    block.kind === 'text' && typeof s.html === 'string'
      ? s.html.replace(/<(?!\/?(p|h2|h3|h4|ul|ol|li|blockquote|strong|em|a|br)\b)[^>]*>/g, '')
      : block.kind === 'button'
        ? `<a class="sqs-button" href="${escape(String(s.url ?? '/'))}">${escape(String(s.label ?? ''))}</a>`
        : `<p>${escape(block.kind)}${block.variant ? ` (${escape(block.variant)})` : ''}</p>`;
  return `<div class="sqs-block ${block.kind}-block" data-block-id="${block.id}" data-block-kind="${block.kind}">${inner}</div>`;
}

/** The rows the fake stores, by owner; the test may change them as "another tab" would. */
export class FakeLayoutApi {
  readonly store = new Map<string, Stored>();

  stored(owner: string): Stored {
    let s = this.store.get(owner);
    if (!s) {
      s = { draft: { sections: [] }, published: null, version: 0, history: [] };
      this.store.set(owner, s);
    }
    return s;
  }

  /** Another tab saves a draft. */
  saveElsewhere(owner: string, layout: Layout): void {
    const s = this.stored(owner);
    s.history.unshift({ version: s.version, savedBy: 'other@shop.test', saved: Date.now(), layout: s.draft });
    s.draft = layout;
    s.version += 1;
  }

  private view(owner: string): LayoutView {
    const s = this.stored(owner);
    return { owner, draft: s.draft, published: s.published, version: s.version, unpublished: JSON.stringify(s.draft) !== JSON.stringify(s.published ?? { sections: [] }), pageUrl: '/', canUseCode: true };
  }

  async install(page: Page): Promise<void> {
    await page.route('**/api/admin/layouts/**', (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const path = decodeURIComponent(new URL(request.url()).pathname.replace('/api/admin/layouts/', ''));
    const action = ['publish', 'discard', 'history', 'restore', 'preview'].find((a) => path.endsWith(`/${a}`));
    const owner = action ? path.slice(0, -(action.length + 1)) : path;
    const s = this.stored(owner);
    const body = (request.postDataJSON() ?? {}) as { layout?: Layout; expectedVersion?: number; version?: number };
    const json = (status: number, data: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });
    const stale = () => json(409, { code: 'stale-version', message: 'Someone else saved this since you opened it.' });
    if (action === 'preview') {
      const layout = body.layout ?? { sections: [] };
      const blocks = Object.fromEntries(layout.sections.flatMap((sec) => sec.blocks.map((b) => [b.id, blockHtml(b)])));
      const preview: LayoutPreview = { page: `<!doctype html><html lang="en"><title>Preview</title><main>${Object.values(blocks).join('')}</main></html>`, blocks, stylesheet: '/site.css' };
      return json(200, preview);
    }
    if (action === 'history') return json(200, { entries: s.history.map(({ layout: _l, ...e }) => e) });
    if (request.method() === 'GET') return json(200, this.view(owner));
    if (body.expectedVersion !== s.version) return stale();
    if (request.method() === 'PUT' && body.layout) {
      this.saveElsewhere(owner, body.layout);
      s.history[0] = { ...s.history[0]!, savedBy: 'owner@shop.test' };
      return json(200, { version: s.version });
    }
    if (action === 'publish') s.published = s.draft;
    if (action === 'discard') this.saveElsewhere(owner, s.published ?? { sections: [] });
    if (action === 'restore') {
      const old = s.history.find((h) => h.version === body.version);
      if (!old) return json(404, { code: 'not-found', message: 'No such version.' });
      this.saveElsewhere(owner, old.layout);
    }
    return json(200, this.view(owner));
  }
}
