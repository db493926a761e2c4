/**
 * A cart line's additional-fields form, opened, edited and saved from the cart (spec 000 §2, §4,
 * §8; spec 001 §2 "cart page product form"): the button fetches the line's form and answers and
 * opens them in the lightbox; saving sends `PUT …/entries/{id}/additionalFields` with the cart
 * recalculating around it. Open, close and submit are recorded as tracking events.
 */
import { useCallback, useState } from 'react';
import type { CartEntryJson } from '../../domain/commerce/cart-json.js';
import { CART_FORM_EVENTS, type CartFormEvent } from '../../domain/tracking/cart-form-events.js';
import { AdditionalFieldsForm } from '../lightbox/AdditionalFieldsForm.js';
import { Lightbox } from '../lightbox/Lightbox.js';
import { UPDATE_FORM_FAILED, updateAdditionalFields } from '../lightbox/update-fields.js';
import { recordEvent } from '../shared/record-event.js';
import type { ApiResult } from '../shared/api-request.js';
import { CART_TEXT } from './cart-messages.js';
import { answersOf, fetchEntryForm, OPEN_FORM_FAILED, type EntryForm } from './entry-form-calls.js';

export const SAVE_FORM_LABEL = 'Save';

/** "Unable to open form. Please try again." and the like: the title, then the server's word or a next step. */
function failure(title: string, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (result.status === 0) return `${title}. ${CART_TEXT.checkConnection}`;
  return result.status >= 400 && result.status < 500 && result.message !== '' ? `${title}. ${result.message}` : `${title}. ${CART_TEXT.tryAgain}`;
}

export function CartEntryForm({ entry }: { entry: CartEntryJson }) {
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState('');
  const [shown, setShown] = useState<EntryForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const track = (event: CartFormEvent, formId: string): void =>
    recordEvent(CART_FORM_EVENTS[event], { itemId: entry.itemId, entryId: entry.id, formId });

  const open = async (): Promise<void> => {
    if (opening) return;
    setOpening(true);
    setOpenError('');
    const result = await fetchEntryForm(entry.id);
    setOpening(false);
    if (!result.ok) {
      setOpenError(failure(OPEN_FORM_FAILED, result));
      return;
    }
    setSaveError('');
    setShown(result.data);
    track('open', result.data.form.id);
  };

  const formId = shown?.form.id ?? '';
  const close = useCallback(() => {
    setShown(null);
    recordEvent(CART_FORM_EVENTS.close, { itemId: entry.itemId, entryId: entry.id, formId });
  }, [entry.itemId, entry.id, formId]);

  const save = async (additionalFields: string): Promise<void> => {
    if (saving || shown === null) return;
    setSaving(true);
    setSaveError('');
    track('submit', shown.form.id);
    const sku = entry.chosenVariant?.sku ?? null;
    const result = await updateAdditionalFields({ entryId: entry.id, itemId: entry.itemId, sku, additionalFields });
    setSaving(false);
    if (result.ok) setShown(null);
    else setSaveError(failure(UPDATE_FORM_FAILED, result));
  };

  const errorId = `cart-entry-form-error-${entry.id}`;
  return (
    <div className="cart-entry-form">
      <button type="button" className="cart-edit-form" aria-busy={opening} aria-describedby={openError ? errorId : undefined} onClick={() => void open()}>
        {opening ? 'Opening…' : 'Edit form'}
        <span className="visually-hidden"> of {entry.title}</span>
      </button>
      {openError && (
        <p className="cart-entry-form-error" id={errorId} role="alert">
          {openError}
        </p>
      )}
      <Lightbox open={shown !== null} title={shown?.form.name ?? ''} onClose={close}>
        {shown && (
          <AdditionalFieldsForm
            name={shown.form.name}
            fields={shown.form.fields}
            initial={answersOf(shown.additionalFields)}
            submitLabel={saving ? 'Saving…' : SAVE_FORM_LABEL}
            busy={saving}
            error={saveError}
            onSubmit={(fields) => void save(fields)}
          />
        )}
      </Lightbox>
    </div>
  );
}
