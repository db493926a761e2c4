/** The product's additional-fields form inside the lightbox: checked here, then handed on serialised. */
import { useState, type FormEvent } from 'react';
import type { FormFieldData } from '../../domain/commerce/product-data.js';
import { INVALID_FORM, checkAnswers, serialiseAnswers, type Answers } from './answers.js';

interface Props {
  name: string;
  fields: readonly FormFieldData[];
  submitLabel: string;
  busy: boolean;
  /** A refusal of the server, shown above the buttons. */
  error: string;
  /** The answers the form opens with (a cart line's, when edited from the cart). */
  initial?: Answers;
  onSubmit(additionalFields: string): void;
}

export function AdditionalFieldsForm({ name, fields, submitLabel, busy, error, initial, onSubmit }: Props) {
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    const found = checkAnswers(fields, answers);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(serialiseAnswers(fields, answers));
  };
  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="additional-fields-form" noValidate onSubmit={submit}>
      <h2 className="lightbox-title">{name}</h2>
      {fields.map((field) => (
        <Field key={field.id} field={field} value={answers[field.id] ?? ''} error={errors[field.id]}
          onChange={(value) => setAnswers({ ...answers, [field.id]: value })} />
      ))}
      <p className="form-error" role="alert">{invalid ? INVALID_FORM : error}</p>
      <button type="submit" className="button" aria-disabled={busy} aria-busy={busy}>{submitLabel}</button>
    </form>
  );
}

interface FieldProps {
  field: FormFieldData;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

function Field({ field, value, error, onChange }: FieldProps) {
  const id = `af-${field.id}`;
  const described = [field.description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.id, value, required: field.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div className="form-item">
      <label className="title" htmlFor={id}>{field.title}{field.required ? <span className="required" aria-hidden="true"> *</span> : null}</label>
      {field.description ? <p className="description" id={`${id}-description`}>{field.description}</p> : null}
      {field.type === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select an option</option>
          {(field.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={field.type === 'email' ? 'email' : 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? <p className="field-error" id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
