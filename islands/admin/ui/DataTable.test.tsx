// DataTable rendered to markup: caption, row headers, aria-sort on sortable columns, client sorting,
// the actions column and the empty state in place of a table. (Keyboard sorting: tests/browser/admin-data-table.test.ts.)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.js';
import { EmptyState } from './StateViews.js';
import { localTime, timeColumn, type Column } from './table-columns.js';
import { nextSort, sortRows } from './table-sort.js';

interface Plant {
  id: string;
  name: string;
  height: number | null;
}

const PLANTS: Plant[] = [
  { id: 'a', name: 'Fern 10', height: 40 },
  { id: 'b', name: 'aloe', height: null },
  { id: 'c', name: 'Fern 9', height: 12 },
];

const COLUMNS: Column<Plant>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortValue: (p) => p.name, cell: (p) => p.name },
  { key: 'height', header: 'Height', sortValue: (p) => p.height, cell: (p) => (p.height === null ? '—' : `${String(p.height)} cm`) },
  { key: 'note', header: 'Note', cell: () => '' },
];

const render = (rows: Plant[], extra: Partial<Parameters<typeof DataTable<Plant>>[0]> = {}) =>
  renderToStaticMarkup(<DataTable caption="Plants" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} empty={<EmptyState title="No plants yet." />} {...extra} />);

const names = (html: string): string[] => [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1] ?? '');

describe('DataTable', () => {
  it('shows the empty state instead of a table without rows', () => {
    const html = render([]);
    expect(html).toContain('No plants yet.');
    expect(html).not.toContain('<table');
  });

  it('names the table, marks row headers and the sort state of sortable columns only', () => {
    const html = render(PLANTS);
    expect(html).toContain('<caption class="visually-hidden">Plants</caption>');
    expect(html).toContain('<th scope="col" aria-sort="none"><button type="button" class="admin-sort">Name');
    expect(html).toContain('<th scope="col">Note</th>');
    expect(names(html)).toEqual(['Fern 10', 'aloe', 'Fern 9']);
  });

  it('sorts on the client by the column’s values, naturally, missing values last', () => {
    expect(names(render(PLANTS, { sort: { key: 'name', dir: 'asc' } }))).toEqual(['aloe', 'Fern 9', 'Fern 10']);
    expect(render(PLANTS, { sort: { key: 'name', dir: 'desc' } })).toContain('aria-sort="descending"');
    expect(names(render(PLANTS, { sort: { key: 'height', dir: 'desc' } }))).toEqual(['Fern 10', 'Fern 9', 'aloe']);
    expect(names(render(PLANTS, { sort: { key: 'height', dir: 'asc' } }))).toEqual(['Fern 9', 'Fern 10', 'aloe']);
  });

  it('leaves the order to the server when it sorts', () => {
    const html = render(PLANTS, { sort: { key: 'name', dir: 'asc' }, onSort: () => undefined });
    expect(names(html)).toEqual(['Fern 10', 'aloe', 'Fern 9']);
    expect(html).toContain('aria-sort="ascending"');
  });

  it('says an empty state given by its words: a title, or a title and a sentence', () => {
    expect(render([], { empty: 'Nothing planted.' })).toBe('<div class="admin-empty"><p class="admin-empty-title">Nothing planted.</p></div>');
    expect(render([], { empty: { title: 'Nothing planted.', text: 'Sow something first.' } })).toBe(
      '<div class="admin-empty"><p class="admin-empty-title">Nothing planted.</p><p>Sow something first.</p></div>',
    );
    expect(render([], { empty: null })).toBe('');
  });

  it('adds a named actions column', () => {
    const html = render(PLANTS, { actions: (p) => <button type="button">Water {p.name}</button> });
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Actions</span></th>');
    expect(html).toContain('<button type="button">Water aloe</button>');
  });
});

describe('timeColumn', () => {
  const at = 1_700_000_000_000;
  const rows = [{ id: 'a', seen: at }, { id: 'b', seen: null }];
  const html = (sortable: boolean) =>
    renderToStaticMarkup(<DataTable caption="Visits" columns={[timeColumn<(typeof rows)[number]>('seen', 'Last seen', (r) => r.seen, { none: 'Never', sortable })]} rows={rows} empty="None." />);

  it('shows each moment in local date and time, and the words for none', () => {
    expect(html(false)).toContain(`<td>${localTime(at)}</td>`);
    expect(html(false)).toContain('<td>Never</td>');
    expect(html(false)).toContain('<th scope="col">Last seen</th>');
  });

  it('sorts by the moment only when asked', () => {
    expect(html(true)).toContain('aria-sort="none"');
    expect(html(false)).not.toContain('aria-sort');
    expect(localTime(null)).toBe('');
  });
});

describe('table sorting', () => {
  it('turns the same column around and starts another ascending', () => {
    expect(nextSort(undefined, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'height')).toEqual({ key: 'height', dir: 'asc' });
  });

  it('keeps equal rows in their order and does not change the input', () => {
    const rows = [{ n: 1, id: 'x' }, { n: 0, id: 'y' }, { n: 1, id: 'z' }];
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.id)).toEqual(['x', 'z', 'y']);
    expect(rows.map((r) => r.id)).toEqual(['x', 'y', 'z']);
  });
});
