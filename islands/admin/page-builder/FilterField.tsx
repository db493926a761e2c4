/** A summary's filter: all items, or those of one category or with one tag (the server checks the name's length). */
import { useId } from 'react';
import type { SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';

type By = 'category' | 'tag';
interface Filter {
  by: By;
  value: string;
}

const filterOf = (value: unknown): Filter | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const { by, value: name } = value as Record<string, unknown>;
  return (by === 'category' || by === 'tag') && typeof name === 'string' ? { by, value: name } : undefined;
};

export function FilterField({ label, value, issues, disabled, onChange }: { label: string; value: unknown; issues: readonly SettingIssue[]; disabled: boolean; onChange: (filter: Filter | undefined) => void }) {
  const id = useId();
  const filter = filterOf(value);
  const whole = issues.filter((i) => i.path !== 'value').map((i) => i.message);
  const named = issues.filter((i) => i.path === 'value').map((i) => i.message);
  return (
    <fieldset className="pb-filter" disabled={disabled}>
      <legend>{label}</legend>
      <div className="admin-field">
        <label htmlFor={`${id}-by`}>Which items</label>
        <select
          id={`${id}-by`}
          value={filter?.by ?? ''}
          onChange={(e) => {
            const by = e.target.value;
            onChange(by === 'category' || by === 'tag' ? { by, value: filter?.value ?? '' } : undefined);
          }}
          {...describedBy(`${id}-error`, whole)}
        >
          <option value="">All items</option>
          <option value="category">Of one category</option>
          <option value="tag">With one tag</option>
        </select>
        <FieldError id={`${id}-error`} messages={whole} />
      </div>
      {filter && (
        <div className="admin-field">
          <label htmlFor={`${id}-value`}>{filter.by === 'category' ? 'Category' : 'Tag'}</label>
          <input id={`${id}-value`} type="text" value={filter.value} onChange={(e) => onChange({ by: filter.by, value: e.target.value })} {...describedBy(`${id}-value-error`, named)} />
          <FieldError id={`${id}-value-error`} messages={named} />
        </div>
      )}
    </fieldset>
  );
}
