// Who may touch a code block: any other role may move, resize or remove an ADMIN's code block,
// but adding one, changing its HTML or variant, copying one under a new id or turning another
// block into one is refused (domain/layout/admin-only-blocks.ts).
import { describe, expect, it } from 'vitest';
import { adminOnlyChanges, ADMIN_ONLY_MESSAGE } from '../../../domain/layout/admin-only-blocks.js';
import type { Block, Layout } from '../../../domain/layout/layout.js';

const at = (column: number) => ({ column, span: 4, row: 1, rows: 1 });
const code = (id: string, html: string, column = 1): Block => ({ id, kind: 'code', settings: { html }, desktop: at(column) });
const text = (id: string): Block => ({ id, kind: 'text', settings: { html: '<p>x</p>' }, desktop: at(5) });
const one = (...blocks: Block[]): Layout => ({ sections: [{ id: 's', background: { kind: 'none' }, padding: 'none', theme: 'light', blocks }] });

const CURRENT = one(code('c1', '<div class="promo">Sale</div>'), text('t1'));

const CASES: [string, Layout, boolean][] = [
  ['moving the code block', one(code('c1', '<div class="promo">Sale</div>', 9), text('t1')), true],
  ['removing the code block', one(text('t1')), true],
  ['settings in another key order', one({ ...code('c1', ''), settings: { html: '<div class="promo">Sale</div>' } }, text('t1')), true],
  ['editing its HTML', one(code('c1', '<script>steal()</script>'), text('t1')), false],
  ['adding a code block', one(code('c1', '<div class="promo">Sale</div>'), code('c2', '<p>new</p>'), text('t1')), false],
  ['copying it under a new id', one(code('c1', '<div class="promo">Sale</div>'), code('c9', '<div class="promo">Sale</div>'), text('t1')), false],
  ['turning a text block into code', one(code('c1', '<div class="promo">Sale</div>'), code('t1', '<p>x</p>')), false],
];

describe('adminOnlyChanges', () => {
  it.each(CASES)('%s', (_name, next, allowed) => {
    const issues = adminOnlyChanges(next, CURRENT);
    if (allowed) expect(issues).toEqual([]);
    else expect(issues).toContainEqual({ path: expect.stringMatching(/^sections\[0\]\.blocks\[\d\]$/), message: ADMIN_ONLY_MESSAGE });
  });
});
