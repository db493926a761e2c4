/**
 * Uploads a picture from the merchant's computer to the media library and adds it to the product's
 * images (a button, not a form: it sits inside the product editor's form). Saving the product
 * keeps it; an upload refused by the server says why and adds nothing.
 */
import { useId, useRef, useState } from 'react';
import { ACCEPTED_MEDIA_NAMES, MAX_MEDIA_BYTES, UPLOAD_MESSAGES } from '../../../domain/media/media.js';
import { uploadMedia } from '../gallery/upload-media.js';

type UploadState = { status: 'idle' } | { status: 'uploading' } | { status: 'failed'; message: string } | { status: 'done'; filename: string };

/** `keep`: how the upload is kept (the screen's save), shown under the file input. */
export function ImageUpload({ onUploaded, keep = 'Save the product to keep it.' }: { onUploaded: (url: string) => void; keep?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // The product as it is when the upload ends (edits made meanwhile are kept).
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setState({ status: 'failed', message: 'Choose an image first.' });
    if (file.size > MAX_MEDIA_BYTES) return setState({ status: 'failed', message: UPLOAD_MESSAGES.tooLarge(file.name) });
    setState({ status: 'uploading' });
    const result = await uploadMedia(file, '');
    if (!result.ok) return setState({ status: 'failed', message: result.message });
    latest.current(result.media.url);
    if (input.current) input.current.value = '';
    setState({ status: 'done', filename: result.media.filename });
  };
  return (
    <div className="store-upload">
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>Upload an image</label>
        <input id={`${id}-file`} ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="admin-hint">{ACCEPTED_MEDIA_NAMES}, up to 20 MB. {keep}</p>
      </div>
      <button type="button" className="admin-button" disabled={state.status === 'uploading'} onClick={() => void upload()}>Upload image</button>
      <p role="status" className="admin-save-status">
        {state.status === 'uploading' && 'Uploading…'}
        {state.status === 'done' && `${state.filename} added to the images.`}
      </p>
      {state.status === 'failed' && <p className="admin-error" role="alert">{state.message}</p>}
    </div>
  );
}
