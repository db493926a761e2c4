/**
 * Media (`/admin/media`, content area): the media library of its own. The files newest first, a
 * page at a time ("Show more"), filtered by kind (All, Images, Audio) and searched by file name (both
 * in the address, `?kind=audio&q=kiln`, so a reload, Back or a shared link keeps them; what is
 * shown stays, busy, until another kind's or search's files arrive), each with its preview, facts and alt
 * text; upload an image or audio file (it comes first); delete one (on any page shown) after a
 * confirmation saying that a file still in use is kept (the server refuses, naming where: the places
 * are listed, each linking to its editor). An upload reads every list of the library again. Roles
 * that only read see the list.
 */
import { useState } from 'react';
import type { MediaItem } from '../../../domain/media/media.js';
import { mediaUsesOf, type MediaUse } from '../../../domain/media/media-use.js';
import type { ScreenProps } from '../screen-props.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useMediaUploaded } from '../query/media-queries.js';
import { failureMessage } from '../admin-api.js';
import { AppLink } from '../ui/AppLink.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { NoticeStatus, type Notice } from '../ui/NoticeStatus.js';
import { EmptyState } from '../ui/StateViews.js';
import { MediaCard } from './MediaCard.js';
import { MediaInUse } from './MediaInUse.js';
import { MediaPagesView } from './MediaPagesView.js';
import { MediaSearchField } from './MediaSearchField.js';
import { MediaUpload } from './MediaUpload.js';
import { filterOf, KIND_FILTERS, kindFromSearch, mediaHref, mediaQuery, textFromSearch } from './media-filter.js';
import { useMediaPages } from './use-media-pages.js';
import './media.css';

export default function MediaScreen({ search, canWrite, replaceSearch }: ScreenProps) {
  const kind = kindFromSearch(search);
  const filter = filterOf(kind);
  const media = useMediaPages(kind, { q: textFromSearch(search), setQ: (q) => replaceSearch(mediaQuery(kind, q)) });
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [inUse, setInUse] = useState<{ filename: string; uses: MediaUse[] } | null>(null);
  const uploaded = useMediaUploaded();

  const remove = async (item: MediaItem) => {
    setDeleting(null);
    setInUse(null);
    const result = await callApi(api.deleteMedia, { id: item.id });
    if (result.ok) {
      // Every read is marked stale by the change: the pages shown are read again, none dropped.
      setNotice({ ok: true, text: `${item.filename} was deleted.` });
      return;
    }
    const uses = result.code === 'media-in-use' ? mediaUsesOf(result.body) : [];
    if (uses.length > 0) {
      setNotice(null);
      setInUse({ filename: item.filename, uses });
    } else setNotice({ ok: false, text: failureMessage(result) });
  };

  return (
    <>
      <h1>Media</h1>
      <p className="admin-hint">The images and audio files uploaded for pages, posts, galleries, products and albums.</p>
      {canWrite && (
        <MediaUpload
          onUploaded={(item) => {
            setInUse(null);
            setNotice({ ok: true, text: `${item.filename} was added to the media library.` });
            uploaded();
          }}
        />
      )}
      <NoticeStatus notice={notice} />
      {inUse && <MediaInUse filename={inUse.filename} uses={inUse.uses} />}
      <nav className="admin-media-filter" aria-label="Show">
        <ul>
          {KIND_FILTERS.map((f) => (
            <li key={f.label}>
              <AppLink href={mediaHref(f.kind, media.search)} className="admin-media-filter-link" aria-current={f.kind === kind ? 'page' : undefined}>
                {f.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <MediaSearchField pages={media} />
      <MediaPagesView
        pages={media}
        loading="Loading the media library…"
        failed="Unable to load the media library."
        empty={<EmptyState title={filter.empty}>{canWrite && <p>Upload an image or audio file above.</p>}</EmptyState>}
      >
        {(items) => (
          <ul className="admin-media-grid" aria-label={filter.label === 'All' ? 'Media' : filter.label}>
            {items.map((item) => (
              <MediaCard key={item.id} item={item} canWrite={canWrite} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </MediaPagesView>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.filename ?? 'this file'}?`}
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      >
        <p>It leaves the media library for good.</p>
        <p>
          {deleting?.kind === 'audio'
            ? 'While an album still plays it (in a draft or on the site), it is not deleted: the places that use it are listed, each linking to its editor, so you can remove it there first.'
            : 'While a page layout, post, gallery or product still shows it (in a draft or on the site), it is not deleted: the places that use it are listed, each linking to its editor, so you can remove it there first.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
