/** One setting of a block in the side panel, by its field description (model/block-fields.ts). */
import { useId } from 'react';
import { api } from '../query/api.js';
import { useApiQuery, type Resource } from '../query/use-api-query.js';
import type { BlockField } from './model/block-fields.js';
import type { SettingIssue } from './model/field-issues.js';
import { DatasetField } from './DatasetField.js';
import { describedBy, FieldError } from './FieldError.js';
import { FilterField } from './FilterField.js';
import { GallerySettingsField } from './GallerySettingsField.js';
import { ImagesField } from './ImagesField.js';
import { MediaPicker } from './MediaPicker.js';
import { SwitchesField } from './SwitchesField.js';
import { TracksField } from './TracksField.js';

export interface SettingFieldProps {
  field: BlockField;
  value: unknown;
  /** The block's settings (a field editing several reads the others: a chart's `series`). */
  settings: Record<string, unknown>;
  variant: string | undefined;
  /** The server's issues under this field's key (paths relative to it), and for `dataset` under its `also` keys (paths from the settings). */
  issues: readonly SettingIssue[];
  disabled: boolean;
  onChange: (value: unknown, also?: Record<string, unknown>) => void;
}

const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function SettingField({ field, value, settings, variant, issues, disabled, onChange }: SettingFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A plain field shows every message under its key beside it.
  const messages = issues.map((i) => i.message);
  const described = describedBy(errorId, messages, field.hint ? hintId : undefined);
  const hint = field.hint ? <p id={hintId} className="pb-hint">{field.hint}</p> : null;
  const error = <FieldError id={errorId} messages={messages} />;
  switch (field.control) {
    case 'media':
      return (
        <>
          <MediaPicker label={field.label} value={asText(value)} disabled={disabled} onChange={(mediaId, alt) => onChange(mediaId, alt ? { alt } : undefined)} />
          {error}
        </>
      );
    case 'form':
      return <FormPick id={id} field={field} value={asText(value)} disabled={disabled} onChange={onChange} messages={messages} />;
    case 'product':
      return <ProductPick id={id} field={field} value={asText(value)} disabled={disabled} onChange={onChange} messages={messages} />;
    case 'collection':
      return <CollectionPick id={id} field={field} value={asText(value)} disabled={disabled} onChange={onChange} messages={messages} />;
    case 'images':
      return <ImagesField label={field.label} value={value} issues={issues} disabled={disabled} onChange={onChange} />;
    case 'filter':
      return <FilterField label={field.label} value={value} issues={issues} disabled={disabled} onChange={onChange} />;
    case 'switches':
      return <SwitchesField label={field.label} switches={field.switches} value={value} issues={issues} disabled={disabled} onChange={onChange} />;
    case 'tracks':
      return <TracksField label={field.label} value={value} issues={issues} disabled={disabled} onChange={onChange} />;
    case 'dataset':
      return <DatasetField label={field.label} labels={value} series={settings['series']} issues={issues} disabled={disabled} onChange={(labels, series) => onChange(labels, { series })} />;
    case 'gallery':
      return <GallerySettingsField label={field.label} settings={field.settings} value={value} variant={variant} issues={issues} disabled={disabled} onChange={onChange} />;
    case 'flag':
      return (
        <div className="admin-field admin-check">
          <input id={id} type="checkbox" checked={value === true} disabled={disabled} onChange={(e) => onChange(e.target.checked)} {...described} />
          <label htmlFor={id}>{field.label}</label>
          {error}
        </div>
      );
    case 'choice':
      return (
        <div className="admin-field">
          <label htmlFor={id}>{field.label}</label>
          <select id={id} value={asText(value)} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...described}>
            {field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
          {hint}
          {error}
        </div>
      );
    case 'textarea':
      return (
        <div className="admin-field">
          <label htmlFor={id}>{field.label}</label>
          <textarea id={id} value={asText(value)} disabled={disabled} rows={4} onChange={(e) => onChange(e.target.value)} {...described} />
          {hint}
          {error}
        </div>
      );
    case 'number':
      return (
        <div className="admin-field">
          <label htmlFor={id}>{field.label}</label>
          <input id={id} type="number" min={field.min} max={field.max} value={asText(value)} disabled={disabled} onChange={(e) => onChange(e.target.value === '' ? field.min : Math.min(field.max, Math.max(field.min, Math.round(Number(e.target.value)))))} {...described} />
          {hint}
          {error}
        </div>
      );
    default:
      return (
        <div className="admin-field">
          <label htmlFor={id}>{field.label}</label>
          <input id={id} type="text" inputMode={field.control === 'url' ? 'url' : undefined} value={asText(value)} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...described} />
          {hint}
          {error}
        </div>
      );
  }
}

type PickProps = Omit<PickOneProps<never>, 'resource' | 'options' | 'failed'>;

const FormPick = (props: PickProps) => <PickOne {...props} resource={useApiQuery(api.forms)} options={(d) => d.forms.map((f) => ({ value: f.id, label: f.name }))} />;
const ProductPick = (props: PickProps) => <PickOne {...props} resource={useApiQuery(api.products)} options={(d) => d.products.map((p) => ({ value: p.id, label: p.title }))} />;
const CollectionPick = (props: PickProps) => (
  <PickOne {...props} resource={useApiQuery(api.collections)} options={(d) => d.collections.map((c) => ({ value: c.id, label: c.title }))} failed="Unable to load collections." />
);

interface PickOneProps<T> {
  id: string;
  field: BlockField;
  value: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
  resource: Resource<T>;
  options: (data: T) => { value: string; label: string }[];
  failed?: string;
  /** The server's messages about the choice. */
  messages: readonly string[];
}

/** A choice among the site's forms, products or collections. */
function PickOne<T>({ id, field, value, disabled, onChange, resource, options, failed = 'Unable to load. Try again.', messages }: PickOneProps<T>) {
  if (resource.status === 'loading') return <p role="status">Loading the choices for {field.label.toLowerCase()}…</p>;
  if (resource.status === 'error') {
    return (
      <div className="admin-error" role="alert">
        <p>{failed}</p>
        <button type="button" className="admin-button" onClick={resource.reload}>Try again</button>
      </div>
    );
  }
  const choices = options(resource.data);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{field.label}</label>
      <select id={id} value={value} disabled={disabled || choices.length === 0} onChange={(e) => onChange(e.target.value)} {...describedBy(`${id}-error`, messages)}>
        <option value="">{choices.length === 0 ? `No ${field.label.toLowerCase()} yet` : `Choose a ${field.label.toLowerCase()}`}</option>
        {choices.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
