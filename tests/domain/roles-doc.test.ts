// docs/roles.md tells people what each role may do; domain/admin/permissions.ts decides it. The
// table in the doc and ROLE_ACCESS must say the same, row for row and area for area.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, ROLE_ACCESS, may, type AdminAccess, type AdminArea } from '../../domain/admin/permissions.js';

const doc = readFileSync(new URL('../../docs/roles.md', import.meta.url), 'utf8');

/** The doc's table: role → area → access, from the header row's area names. */
function docTable(): Record<string, Partial<Record<string, AdminAccess>>> {
  const rows = doc.split('\n').filter((line) => line.startsWith('|')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
  const [header, separator, ...body] = rows;
  expect(header?.[0]).toBe('role');
  expect(separator?.every((cell) => /^-+$/.test(cell))).toBe(true);
  const areas = (header ?? []).slice(1);
  const table: Record<string, Partial<Record<string, AdminAccess>>> = {};
  for (const [role = '', ...cells] of body) {
    const access: Partial<Record<string, AdminAccess>> = {};
    cells.forEach((cell, at) => {
      const area = areas[at] ?? `column ${String(at)}`;
      if (cell === 'read' || cell === 'write') access[area] = cell;
      else expect(cell, `${role} / ${area}`).toBe('—');
    });
    table[role] = access;
  }
  return table;
}

describe('docs/roles.md', () => {
  it('has a column for every area of permissions.ts, and no other', () => {
    const header = doc.split('\n').find((line) => line.startsWith('| role'));
    expect(header?.split('|').slice(2, -1).map((cell) => cell.trim())).toEqual([...ADMIN_AREAS]);
  });

  it('gives every role the access permissions.ts gives it', () => {
    const expected = Object.fromEntries(Object.entries(ROLE_ACCESS).map(([role, access]) => [role, { ...access }]));
    expect(docTable()).toEqual(expected);
  });

  it('names as code writers exactly the roles that may write code', () => {
    const writers = Object.keys(ROLE_ACCESS).filter((role) => may([role], 'code' satisfies AdminArea, 'write'));
    const named = /only \*\*([A-Z_]+)\*\* and \*\*([A-Z_]+)\*\* may/.exec(doc.replace(/\s+/g, ' '));
    expect(named?.slice(1)).toEqual(writers);
  });
});
