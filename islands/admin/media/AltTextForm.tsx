/** An image's alt text, changed in place (`PUT /api/admin/media/<id>`), checked with the server's schema first. */
import type { FormEvent } from 'react';
import { mediaAltTextSchema } from '../../../domain/media/media-api.js';
import type { MediaItem } from '../../../domain/media/media.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

export function AltTextForm({ item, canWrite }: { item: MediaItem; canWrite: boolean }) {
  const saver = useVersionedSave<MediaItem>();
  const form = useSchemaForm(mediaAltTextSchema, { altText: item.altText }, saver.state);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    await saver.send(api.saveMediaAltText, { id: item.id }, checked);
  };
  return (
    <form className="admin-media-alt" noValidate onSubmit={(e) => void submit(e)} aria-label={`Alt text of ${item.filename}`}>
      <fieldset disabled={!canWrite}>
        <Field label="Alt text" error={form.errorAt('altText')} hint="Read out in place of the image.">
          <input type="text" value={form.values.altText} onChange={(e) => form.set('altText', e.currentTarget.value)} />
        </Field>
        {canWrite && (
          <button type="submit" className="admin-button" disabled={saver.state.status === 'saving' || !form.dirty}>
            Save alt text
          </button>
        )}
      </fieldset>
      <SaveStatus state={saver.state} />
    </form>
  );
}
