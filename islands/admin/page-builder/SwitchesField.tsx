/** An object of on/off settings edited as one (a summary's show title, image, excerpt, price, date). */
import { useId } from 'react';
import type { SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';

export interface SwitchesFieldProps {
  label: string;
  switches: readonly { key: string; label: string }[];
  value: unknown;
  issues: readonly SettingIssue[];
  disabled: boolean;
  onChange: (value: Record<string, boolean>) => void;
}

export function SwitchesField({ label, switches, value, issues, disabled, onChange }: SwitchesFieldProps) {
  const id = useId();
  const current: Record<string, boolean> = {};
  for (const s of switches) current[s.key] = value !== null && typeof value === 'object' && (value as Record<string, unknown>)[s.key] === true;
  const whole = issues.filter((i) => i.path === '').map((i) => i.message);
  return (
    <fieldset className="pb-switches" disabled={disabled} aria-describedby={whole.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {switches.map((s) => {
        const messages = issues.filter((i) => i.path === s.key).map((i) => i.message);
        return (
          <div className="admin-field admin-check" key={s.key}>
            <input id={`${id}-${s.key}`} type="checkbox" checked={current[s.key] === true} onChange={(e) => onChange({ ...current, [s.key]: e.target.checked })} {...describedBy(`${id}-${s.key}-error`, messages)} />
            <label htmlFor={`${id}-${s.key}`}>{s.label}</label>
            <FieldError id={`${id}-${s.key}-error`} messages={messages} />
          </div>
        );
      })}
      <FieldError id={`${id}-error`} messages={whole} />
    </fieldset>
  );
}
