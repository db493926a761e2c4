/** The side panel of the selected block: its variant, its settings by kind, its place on the grid in the shown arrangement, copy and remove. */
import { useId } from 'react';
import { BLOCK_KIND_INFO } from '../../../domain/layout/block-kinds.js';
import type { Block, Layout, Placement } from '../../../domain/layout/layout.js';
import type { Arrangement } from '../../../domain/layout/placement.js';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import { fieldsOf, VARIANT_LABELS } from './model/block-fields.js';
import { blockSettingIssues, issuesUnder, type SettingIssue } from './model/field-issues.js';
import { DESIGN_RULES } from '../../../domain/gallery/design-rules.js';
import { designOfVariant } from '../../../domain/layout/block-defaults.js';
import { placeBlock, placementOf, removeBlock, resetPhone, setBlockSetting, setBlockVariant, updateBlockSettings, duplicateBlock, type Change } from './model/layout-ops.js';
import { SettingField } from './SettingField.js';
import { ChoicesToMake } from './ChoicesToMake.js';

export interface BlockPanelProps {
  layout: Layout;
  block: Block;
  sectionId: string;
  label: string;
  arrangement: Arrangement;
  canWrite: boolean;
  apply: (change: (layout: Layout) => Change, coalesce?: string) => boolean;
  endStep: () => void;
  newId: () => string;
  onRemoved: () => void;
  /** The last refused save's issues (each naming its block by id): this block's show beside their fields. */
  issues: readonly ApiIssue[];
}

/** Choosing a gallery's design applies seed 001's rules (slideshow turns thumbnails on; grid and stack turn thumbnails and autoplay off). */
function variantChange(block: Block, variant: string): Record<string, unknown> | undefined {
  if (block.kind !== 'gallery') return undefined;
  const stored = block.settings['gallery'];
  const gallery = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const design = designOfVariant(variant);
  return { gallery: { ...gallery, design, ...DESIGN_RULES[design] } };
}

/** A field's issues: under its key, and for a field editing several settings under each (paths from the settings). */
function fieldIssues(all: readonly SettingIssue[], key: string, also: readonly string[] | undefined): SettingIssue[] {
  if (!also) return issuesUnder(all, key);
  const keys = [key, ...also];
  return all.filter((i) => keys.some((k) => i.path === k || i.path.startsWith(`${k}.`)));
}

const POSITION: { key: keyof Placement; label: string; max: number }[] = [
  { key: 'column', label: 'Column', max: 12 },
  { key: 'row', label: 'Row', max: 200 },
  { key: 'span', label: 'Width in columns', max: 12 },
  { key: 'rows', label: 'Height in rows', max: 200 },
];

export function BlockPanel({ layout, block, sectionId, label, arrangement, canWrite, apply, endStep, newId, onRemoved, issues }: BlockPanelProps) {
  const id = useId();
  const info = BLOCK_KIND_INFO[block.kind];
  const settingIssues = blockSettingIssues(issues, block.id);
  const placement = placementOf(layout, block.id, arrangement) ?? block.desktop;
  return (
    <section className="pb-panel" aria-labelledby={`${id}-title`} onBlur={endStep}>
      <h2 id={`${id}-title`}>{label}</h2>
      {block.kind === 'text' && <p className="pb-hint">Type in the block on the canvas to change its text.</p>}
      <ChoicesToMake kind={block.kind} settings={block.settings} />
      <fieldset disabled={!canWrite}>
        <legend>Settings</legend>
        {info.variants.length > 0 && (
          <div className="admin-field">
            <label htmlFor={`${id}-variant`}>{VARIANT_LABELS[block.kind] ?? 'Variant'}</label>
            <select
              id={`${id}-variant`}
              value={block.variant ?? info.variants[0]}
              onChange={(e) => {
                const variant = e.target.value;
                const also = variantChange(block, variant);
                apply((l) => {
                  const set = setBlockVariant(l, block.id, variant);
                  return set.ok && also ? updateBlockSettings(set.layout, block.id, also) : set;
                });
              }}
            >
              {info.variants.map((v) => <option key={v} value={v}>{v[0]?.toUpperCase()}{v.slice(1)}</option>)}
            </select>
          </div>
        )}
        {fieldsOf(block.kind, block.settings).map((field) => (
          <SettingField
            key={field.key}
            field={field}
            value={block.settings[field.key]}
            settings={block.settings}
            variant={block.variant}
            issues={fieldIssues(settingIssues, field.key, field.also)}
            disabled={!canWrite}
            onChange={(value, also) =>
              apply((l) => {
                const set = setBlockSetting(l, block.id, field.key, field.optional && value === '' ? undefined : value);
                return set.ok && also ? updateBlockSettings(set.layout, block.id, also) : set;
              }, `${block.id}.${field.key}`)
            }
          />
        ))}
      </fieldset>
      <fieldset disabled={!canWrite} className="pb-position">
        <legend>Place on {arrangement === 'desktop' ? 'desktop' : 'phones'}</legend>
        {POSITION.map((p) => (
          <div className="admin-field" key={p.key}>
            <label htmlFor={`${id}-${p.key}`}>{p.label}</label>
            <input
              id={`${id}-${p.key}`}
              type="number"
              min={1}
              max={p.max}
              value={placement[p.key]}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (e.target.value !== '' && Number.isFinite(n)) apply((l) => placeBlock(l, block.id, arrangement, { ...placement, [p.key]: n }), `${block.id}.${arrangement}.${p.key}`);
              }}
            />
          </div>
        ))}
        {arrangement === 'phone' && block.phone && (
          <button type="button" className="admin-button" onClick={() => apply((l) => resetPhone(l, sectionId))}>
            Stack this section on phones again
          </button>
        )}
      </fieldset>
      {canWrite && (
        <div className="pb-panel-actions">
          <button type="button" className="admin-button" onClick={() => apply((l) => duplicateBlock(l, block.id, newId()))}>
            Duplicate {label}
          </button>
          <button
            type="button"
            className="admin-button admin-button-danger"
            onClick={() => {
              if (apply((l) => removeBlock(l, block.id))) onRemoved();
            }}
          >
            Remove {label}
          </button>
        </div>
      )}
    </section>
  );
}
