import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtins } from '../../library/index.js';
import { buildReference, errorReference, type ReferenceTable } from '../../cli/reference.js';
import { ErrorCode } from '../../engine/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const table = JSON.parse(readFileSync(`${root}docs/reference/examples.json`, 'utf8')) as ReferenceTable;
const reference = buildReference(builtins, table, `${root}fixtures`);

describe('the formatter and predicate reference', () => {
  it('documents every registered name, and only registered names', () => {
    expect(reference.undocumented).toEqual([]);
    expect(reference.unknown).toEqual([]);
    for (const name of builtins.formatterNames()) expect(reference.formatters).toContain(`### \`${name}\``);
    for (const name of builtins.predicateNames()) expect(reference.predicates).toContain(`\`${name}\``);
  });

  it('renders every example without errors, and shows what it printed', () => {
    expect(reference.examples.size).toBeGreaterThan(100);
    for (const [name, rendered] of reference.examples) {
      expect({ name, errors: rendered.errors }).toEqual({ name, errors: [] });
      expect({ name, empty: rendered.html.trim() === '' }).toEqual({ name, empty: false });
    }
    expect(reference.examples.get('html')?.html).toBe('Fish &amp; &lt;Chips&gt;');
  });

  it('is what npm run docs last wrote', () => {
    expect(readFileSync(`${root}docs/reference/formatters.md`, 'utf8')).toBe(reference.formatters);
    expect(readFileSync(`${root}docs/reference/predicates.md`, 'utf8')).toBe(reference.predicates);
    expect(readFileSync(`${root}docs/reference/errors.md`, 'utf8')).toBe(errorReference());
  });

  it('explains every error code', () => {
    for (const code of Object.values(ErrorCode)) expect(errorReference()).toContain(`| \`${code}\` |`);
  });

  it('reports a name the table does not know', () => {
    const partial: ReferenceTable = { ...table, formatters: { ...table.formatters } };
    delete partial.formatters['html'];
    expect(buildReference(builtins, partial).undocumented).toEqual(['html']);
  });
});
