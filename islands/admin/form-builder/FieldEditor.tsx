/** The properties one field's kind may edit (spec 001 §3), each with its message from the shared schema. */
import { useId } from 'react';
import type { BuilderField } from '../../../domain/admin/forms/form-fields.js';
import { MAX_TEXTAREA_LENGTH, TEXT_KINDS } from '../../../domain/admin/forms/form-fields.js';
import { Field } from '../ui/Field.js';
import { issueAt, type Issues } from './form-issues.js';
import { LinesInput } from './LinesInput.js';

interface Props {
  field: BuilderField;
  index: number;
  issues: Issues;
  disabled: boolean;
  /** Whether a textarea's character limit is editable (the website's feature flag). */
  textareaLimit: boolean;
  onChange: (field: BuilderField) => void;
}

export function FieldEditor({ field, index, issues, disabled, textareaLimit, onChange }: Props) {
  const at = (prop: string) => issueAt(issues, `fields.${String(index)}.${prop}`);
  const set = (patch: Record<string, unknown>) => onChange({ ...field, ...patch } as BuilderField);
  const text = (prop: string, label: string, value: string | undefined, hint?: string, multiline = false) => (
    <Field label={label} error={at(prop)} {...(hint ? { hint } : {})}>
      {multiline ? (
        <textarea value={value ?? ''} disabled={disabled} onChange={(e) => set({ [prop]: e.target.value })} />
      ) : (
        <input type="text" value={value ?? ''} disabled={disabled} onChange={(e) => set({ [prop]: e.target.value })} />
      )}
    </Field>
  );

  if (field.type === 'hidden') {
    return (
      <div className="fb-props">
        {text('key', 'Key', field.key, 'Sent as the answer’s name; a page address’s query value of this name is sent when present.')}
        {text('value', 'Value', field.value)}
      </div>
    );
  }
  return (
    <div className="fb-props">
      {text('title', 'Label', field.title)}
      {text('description', 'Description', field.description, undefined, true)}
      {(TEXT_KINDS as readonly string[]).includes(field.type)
        ? text('placeholder', 'Placeholder', 'placeholder' in field ? field.placeholder : undefined)
        : null}
      {field.type === 'textarea' && textareaLimit && (
        <Field label="Character limit" error={at('maxLength')} hint={`Leave empty for none; at most ${String(MAX_TEXTAREA_LENGTH)}.`}>
          <input
            type="number"
            min={1}
            max={MAX_TEXTAREA_LENGTH}
            value={field.maxLength ?? ''}
            disabled={disabled}
            onChange={(e) => set({ maxLength: e.target.value === '' ? undefined : Number(e.target.value) })}
          />
        </Field>
      )}
      {field.type === 'currency' && text('currencySymbol', 'Currency symbol', field.currencySymbol)}
      {(field.type === 'radio' || field.type === 'checkbox' || field.type === 'select' || field.type === 'likert') && (
        <Field label={field.type === 'likert' ? 'Answers (one per line)' : 'Options (one per line)'} error={at('options')}>
          <LinesInput value={field.options} disabled={disabled} onChange={(options) => set({ options })} />
        </Field>
      )}
      {field.type === 'likert' && (
        <Field label="Statements to rate (one per line)" error={at('questions')}>
          <LinesInput value={field.questions} disabled={disabled} onChange={(questions) => set({ questions })} />
        </Field>
      )}
      {field.type === 'phone' && <Check label="Show country code" checked={field.showCountryCode} disabled={disabled} onChange={(v) => set({ showCountryCode: v })} />}
      {field.type === 'section' && <Check label="Underline" checked={field.underline} disabled={disabled} onChange={(v) => set({ underline: v })} />}
      {field.type !== 'section' && <Check label="Required" checked={field.required} disabled={disabled} onChange={(v) => set({ required: v })} />}
    </div>
  );
}

export function Check({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="admin-check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
