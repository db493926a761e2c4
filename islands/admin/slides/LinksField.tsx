/** A slice's links (buttons, navigation, social icons, action): each a label and an address, added and removed; each field shows the server's message about it. */
import { SLIDE_LIMITS, type SlideLink } from '../../../domain/layout/slide.js';
import { Field } from '../ui/Field.js';
import type { FieldIssues } from './model/slide-issues.js';

export function LinksField({ label, links, disabled, issues, onChange, onBlur }: { label: string; links: SlideLink[]; disabled: boolean; issues: FieldIssues; onChange: (links: SlideLink[], coalesce?: string) => void; onBlur: () => void }) {
  const set = (index: number, patch: Partial<SlideLink>, key: string) => onChange(links.map((l, i) => (i === index ? { ...l, ...patch } : l)), key);
  return (
    <fieldset className="sl-links">
      <legend>{label}</legend>
      {issues.at('links') && <p className="admin-field-error">{issues.at('links')}</p>}
      <ol>
        {links.map((link, index) => (
          <li key={index}>
            <Field label={`Label of link ${String(index + 1)}`} error={issues.at(`links[${String(index)}].label`)}>
              <input type="text" value={link.label} maxLength={SLIDE_LIMITS.label} disabled={disabled} onChange={(e) => set(index, { label: e.target.value }, `label-${String(index)}`)} onBlur={onBlur} />
            </Field>
            <Field label={`Address of link ${String(index + 1)}`} hint="A page of this site (/shop) or a full address (https://…)." error={issues.at(`links[${String(index)}].url`)}>
              <input type="text" inputMode="url" value={link.url} disabled={disabled} onChange={(e) => set(index, { url: e.target.value }, `url-${String(index)}`)} onBlur={onBlur} />
            </Field>
            <button type="button" className="admin-button" disabled={disabled} onClick={() => onChange(links.filter((_, i) => i !== index))}>
              Remove link {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="admin-button" disabled={disabled || links.length >= SLIDE_LIMITS.linksPerSlice} onClick={() => onChange([...links, { label: 'Link', url: '/' }])}>
        Add a link
      </button>
    </fieldset>
  );
}
