/** Adds images to the gallery: each file is uploaded to the media library, then listed as a new image. */
import { useState, type FormEvent } from 'react';
import { ACCEPTED_MEDIA_NAMES, MAX_MEDIA_BYTES, UPLOAD_MESSAGES, type MediaItem } from '../../../domain/media/media.js';
import { uploadMedia } from './upload-media.js';

export function UploadForm({ onUploaded }: { onUploaded: (media: MediaItem) => void }) {
  const [state, setState] = useState<{ status: 'idle' } | { status: 'uploading' } | { status: 'failed'; message: string } | { status: 'done'; count: number }>({ status: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('gallery-files') as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (files.length === 0) return setState({ status: 'failed', message: 'Choose one or more images first.' });
    const tooBig = files.find((file) => file.size > MAX_MEDIA_BYTES);
    if (tooBig) return setState({ status: 'failed', message: UPLOAD_MESSAGES.tooLarge(tooBig.name) });
    setState({ status: 'uploading' });
    for (const file of files) {
      const result = await uploadMedia(file, '');
      if (!result.ok) return setState({ status: 'failed', message: result.message });
      onUploaded(result.media);
    }
    form.reset();
    setState({ status: 'done', count: files.length });
  };
  return (
    <form className="gallery-upload" onSubmit={(e) => void submit(e)}>
      <div className="admin-field">
        <label htmlFor="gallery-files">Add images</label>
        <input id="gallery-files" name="gallery-files" type="file" multiple accept="image/jpeg,image/png,image/webp,image/gif,image/avif" aria-describedby="gallery-files-hint" />
        <p id="gallery-files-hint" className="admin-hint">{ACCEPTED_MEDIA_NAMES}, up to 20 MB each. Save the gallery to publish them.</p>
      </div>
      <button type="submit" className="admin-button" disabled={state.status === 'uploading'}>
        Upload
      </button>
      <p role="status" className="admin-save-status">
        {state.status === 'uploading' && 'Uploading…'}
        {state.status === 'done' && `${state.count} ${state.count === 1 ? 'image' : 'images'} added below.`}
      </p>
      {state.status === 'failed' && <p className="admin-error" role="alert">{state.message}</p>}
    </form>
  );
}
