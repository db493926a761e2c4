/** The build fieldset: the form's fields in order, each opened to edit, moved, or removed; a new field of any kind. */
import { useState } from 'react';
import { BUILDER_KINDS, KIND_LABELS, newField, type BuilderField, type BuilderKind } from '../../../domain/admin/forms/form-fields.js';
import { Field } from '../ui/Field.js';
import { FieldEditor } from './FieldEditor.js';
import { issueAt, type Issues } from './form-issues.js';

interface Props {
  fields: BuilderField[];
  issues: Issues;
  disabled: boolean;
  textareaLimit: boolean;
  onChange: (fields: BuilderField[]) => void;
}

const labelOf = (f: BuilderField): string => (f.type === 'hidden' ? `Hidden: ${f.key}` : f.title || KIND_LABELS[f.type]);

export function FieldList({ fields, issues, disabled, textareaLimit, onChange }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [kind, setKind] = useState<BuilderKind>('text');
  const move = (from: number, to: number) => {
    const next = [...fields];
    const [taken] = next.splice(from, 1);
    if (taken) next.splice(to, 0, taken);
    onChange(next);
  };
  const add = () => {
    const field = newField(kind, `field-${crypto.randomUUID().slice(0, 8)}`);
    onChange([...fields, field]);
    setOpen(field.id);
  };
  const listError = issues.get('fields');
  return (
    <>
      {listError && <p className="admin-field-error" role="alert">{listError}</p>}
      <ol className="fb-fields">
        {fields.map((field, i) => {
          const problem = issueAt(issues, `fields.${String(i)}`);
          const name = labelOf(field);
          const expanded = open === field.id;
          return (
            <li key={field.id} className={problem ? 'fb-field fb-field-invalid' : 'fb-field'}>
              <div className="fb-field-row">
                <button type="button" className="fb-field-toggle" aria-expanded={expanded} aria-controls={`fb-${field.id}`} onClick={() => setOpen(expanded ? null : field.id)}>
                  <span className="fb-field-name">{name}</span>
                  <span className="fb-field-kind">
                    {KIND_LABELS[field.type]}
                    {'required' in field && field.required ? ', required' : ''}
                  </span>
                </button>
                {!disabled && (
                  <span className="admin-actions">
                    <button type="button" className="admin-button" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${name} up`}>
                      ↑
                    </button>
                    <button type="button" className="admin-button" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${name} down`}>
                      ↓
                    </button>
                    <button type="button" className="admin-button" onClick={() => onChange(fields.filter((_, j) => j !== i))} aria-label={`Remove ${name}`}>
                      Remove
                    </button>
                  </span>
                )}
              </div>
              {problem && !expanded && <p className="admin-field-error">{problem}</p>}
              {expanded && (
                <div id={`fb-${field.id}`} role="group" aria-label={`${name} properties`}>
                  <FieldEditor field={field} index={i} issues={issues} disabled={disabled} textareaLimit={textareaLimit} onChange={(changed) => onChange(fields.map((f, j) => (j === i ? changed : f)))} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <div className="admin-toolbar">
          <Field label="New field kind">
            <select value={kind} onChange={(e) => setKind(e.target.value as BuilderKind)}>
              {BUILDER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className="admin-button" onClick={add}>
            Add field
          </button>
        </div>
      )}
    </>
  );
}
