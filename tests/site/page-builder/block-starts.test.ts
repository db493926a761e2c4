// The editor starts each block the server's way: a block added from the catalogue has, for every
// variant, the very settings its kind's `defaults` gives (islands/admin/page-builder/model/
// block-defaults.ts against site/features/page-builder/kinds/*.ts), and the only issues of those
// settings are choices still to make (domain/layout/block-choices.ts), so a fresh block's draft saves.
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_KIND_INFO, type BlockKind } from '../../../domain/layout/block-kinds.js';
import { isMissingChoice } from '../../../domain/layout/block-choices.js';
import { blockDefinition } from '../../../site/features/page-builder/kinds/index.js';
import { settingsStart } from '../../../islands/admin/page-builder/model/block-defaults.js';
import { BLOCK_FIELDS } from '../../../islands/admin/page-builder/model/block-fields.js';

const variantsOf = (kind: BlockKind): (string | undefined)[] => (BLOCK_KIND_INFO[kind].variants.length > 0 ? [...BLOCK_KIND_INFO[kind].variants] : [undefined]);

describe('a block just added in the editor', () => {
  it.each(BLOCK_KINDS.filter((k) => blockDefinition(k) !== undefined))('%s: starts with the server defaults, failing only on choices to make', (kind) => {
    const definition = blockDefinition(kind)!;
    for (const variant of variantsOf(kind)) {
      const settings = settingsStart(kind, variant);
      expect(settings, `${kind} ${String(variant)}`).toEqual(definition.defaults(variant));
      const parsed = definition.settings.safeParse(settings);
      const issues = parsed.success ? [] : parsed.error.issues;
      expect(issues.filter((i) => !(i.path.length === 1 && isMissingChoice(kind, settings, String(i.path[0])))), `${kind} ${String(variant)}`).toEqual([]);
    }
  });
});

describe("the side panel's fields", () => {
  it.each(BLOCK_KINDS.filter((k) => blockDefinition(k) !== undefined && BLOCK_FIELDS[k] !== undefined))('%s: each field is a setting its schema knows', (kind) => {
    const definition = blockDefinition(kind)!;
    const settings = settingsStart(kind, variantsOf(kind)[0]);
    const parsed = definition.settings.safeParse({ ...settings, zzUnknown: 1 });
    // The strict schemas name unknown keys: a field of a key the schema lacks would be refused the same way.
    for (const field of BLOCK_FIELDS[kind] ?? []) {
      const withField = definition.settings.safeParse({ ...settings, [field.key]: settings[field.key] ?? 'x' });
      const unknown = withField.success ? [] : withField.error.issues.filter((i) => i.code === 'unrecognized_keys');
      expect(unknown, `${kind}.${field.key}`).toEqual([]);
    }
    expect(parsed.success).toBe(false);
  });
});
