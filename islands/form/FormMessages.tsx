import { createPortal } from 'react-dom';
import type { FormField } from '../../domain/forms/site-form.js';
import { errorId } from './dom-effects.js';
import { FORM_MESSAGES as M } from './messages.js';

interface Props {
  fields: readonly FormField[];
  errors: Readonly<Record<string, string>>;
  /** What the summary lists: the errors of the last failed submit. */
  summary: Readonly<Record<string, string>>;
  message: string | null;
  items: ReadonlyMap<string, HTMLElement>;
  above: HTMLElement | null;
  below: HTMLElement | null;
  newsletter: boolean;
  onJump(fieldId: string): void;
}

/** Each field's message in its item, and the summary above (and, but for newsletters, below) the form. */
export function FormMessages({ fields, errors, summary, message, items, above, below, newsletter, onJump }: Props) {
  const invalid = fields.filter((f) => errors[f.id] !== undefined);
  const listed = fields.filter((f) => summary[f.id] !== undefined);
  return (
    <>
      {invalid.map((field) => {
        const item = items.get(field.id);
        return item
          ? createPortal(<p className="field-error" id={errorId(field.id)}>{errors[field.id]}</p>, item, field.id)
          : null;
      })}
      {above && message !== null &&
        createPortal(
          <div className="form-error-summary">
            {!newsletter && <p className="form-problem">{M.problemAbove}</p>}
            <p className="form-error-message">{message}</p>
            {listed.length > 0 && (
              <ul className="form-error-list">
                {listed.map((field) => (
                  <li key={field.id}>
                    <a href={`#${field.id}-item`} onClick={(e) => (e.preventDefault(), onJump(field.id))}>
                      {(field.title ?? field.id) + ': ' + summary[field.id]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>,
          above,
        )}
      {below && !newsletter && message !== null && createPortal(<p className="form-problem">{M.problemBelow}</p>, below)}
    </>
  );
}
