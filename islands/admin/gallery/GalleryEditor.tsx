/** One gallery (`/admin/gallery/<id>`): its images and settings, saved together with the version they were read at. */
import { useEffect, useRef, useState } from 'react';
import type { GalleryDetail } from '../../../domain/admin/gallery.js';
import { gallerySettingsSchema } from '../../../domain/gallery/schema.js';
import type { MediaItem } from '../../../domain/media/media.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery, type Resource } from '../query/use-api-query.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { draftOf, saveBody, type GalleryDraft } from './gallery-draft.js';
import { ImageList } from './ImageList.js';
import { SettingsFieldset } from './SettingsFieldset.js';
import { UploadForm } from './UploadForm.js';

export function GalleryEditor({ id, canWrite }: { id: string; canWrite: boolean }) {
  const gallery = useApiQuery(api.galleryDetail, { id });
  return (
    <ResourceView resource={gallery} label="Loading the gallery…">
      {(detail) => <Editor key={detail.id} detail={detail} canWrite={canWrite} resource={gallery} />}
    </ResourceView>
  );
}

function Editor({ detail, canWrite, resource }: { detail: GalleryDetail; canWrite: boolean; resource: Resource<GalleryDetail> }) {
  const [draft, setDraft] = useState<GalleryDraft>(() => draftOf(detail));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const { state, send } = useVersionedSave<GalleryDetail>();
  useEffect(() => setDraft(draftOf(detail)), [detail]);
  const unsaved = useRef(false);
  unsaved.current = JSON.stringify(draft) !== JSON.stringify(draftOf(detail));
  useUnsavedWork(() => unsaved.current);
  const serverIssues = state.status === 'invalid' ? state.issues : [];
  const errorOf = (path: string): string | undefined =>
    localErrors[path] ?? serverIssues.find((i) => i.path === path || i.path === `settings.${path}`)?.message;
  const addUpload = (media: MediaItem) =>
    setDraft((d) => ({ ...d, images: [...d.images, { key: media.url, mediaUrl: media.url, previewUrl: media.url, title: media.filename.replace(/\.[a-z]+$/, '').replace(/[-_]+/g, ' '), description: '', altText: media.altText }] }));
  const submit = async () => {
    const checked = gallerySettingsSchema.safeParse(draft.settings);
    const errors: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'settings')] = issue.message;
    draft.images.forEach((image, index) => {
      if (image.title.trim() === '') errors[`images.${index}.title`] = 'title must not be empty';
    });
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const saved = await send(api.saveGallery, { id: detail.id }, saveBody(draft, detail.version));
    if (!saved) return;
    unsaved.current = false;
    if (resource.status === 'ready') resource.replace(saved);
  };
  const problems = Object.values(localErrors);
  return (
    <div className="gallery-editor">
      <h1>{detail.title}</h1>
      <p>
        On the site: <a href={detail.fullUrl}>{detail.fullUrl}</a> · {detail.images.length} {detail.images.length === 1 ? 'image' : 'images'} saved
      </p>
      {canWrite ? <UploadForm onUploaded={addUpload} /> : <p className="admin-hint">Your role may look at this gallery but not change it.</p>}
      <section className="admin-section" aria-labelledby="gallery-images-title">
        <h2 id="gallery-images-title">Images</h2>
        {draft.images.length === 0 ? (
          <EmptyState title="This gallery has no images yet.">{canWrite && <p>Upload images above, then save.</p>}</EmptyState>
        ) : (
          <ImageList images={draft.images} canWrite={canWrite} errorOf={errorOf} onChange={(images) => setDraft((d) => ({ ...d, images }))} />
        )}
      </section>
      <section className="admin-section">
        <SettingsFieldset settings={draft.settings} canWrite={canWrite} errorOf={errorOf} onChange={(settings) => setDraft((d) => ({ ...d, settings }))} />
      </section>
      {problems.length > 0 && (
        <div className="admin-error" role="alert">
          <p>Please correct these settings:</p>
          <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {canWrite && (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button-primary" disabled={state.status === 'saving'} onClick={() => void submit()}>
            Save gallery
          </button>
        </div>
      )}
      <SaveStatus state={state} onReload={resource.reload} />
    </div>
  );
}
