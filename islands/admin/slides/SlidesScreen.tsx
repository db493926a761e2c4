/**
 * The slide editor (`/admin/slides/<owner>`): `page/<pageId>` a cover page, `site/lock-screen`,
 * `site/popup-overlay`. `/admin/slides` itself lists them: the lock screen, the popup overlay and
 * each cover page (a page made one in its settings).
 */
import { SLIDE_TITLES } from './model/slide-labels.js';
import type { ScreenProps } from '../screen-props.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { SlideEditor } from './SlideEditor.js';
import '../page-builder/page-builder.css';
import './slides.css';

/** The slide owner named by the screen's subpath, or undefined when malformed. */
export function slideOwnerOf(subpath: string): string | undefined {
  try {
    const parts = subpath.split('/').filter(Boolean).map(decodeURIComponent);
    const [kind, id] = parts;
    if (parts.length !== 2 || id === undefined) return undefined;
    if (kind === 'site' && (id === 'lock-screen' || id === 'popup-overlay')) return parts.join('/');
    return kind === 'page' ? parts.join('/') : undefined;
  } catch {
    return undefined;
  }
}

function SlideScreen({ owner, canWrite }: { owner: string; canWrite: boolean }) {
  const view = useApiQuery(api.slide, { owner });
  const title = view.status === 'ready' ? SLIDE_TITLES[view.data.draft.type] : 'Slide';
  return (
    <div className="admin-screen pb-screen">
      <p><AppLink href="/admin/slides">All slides</AppLink></p>
      <h1>{title} editor</h1>
      {view.status === 'loading' && <Loading label="Loading the slide…" />}
      {view.status === 'error' && <ErrorState message={view.httpStatus === 404 ? `Unable to locate this slide. ${view.message}` : `Unable to load. ${view.message}`} onRetry={view.reload} />}
      {view.status === 'ready' && <SlideEditor key={owner} owner={owner} view={view.data} canWrite={canWrite} />}
    </div>
  );
}

function SlideIndex() {
  const pages = useApiQuery(api.pages);
  return (
    <div className="admin-screen">
      <h1>Slides</h1>
      <ul>
        <li><AppLink href="/admin/slides/site/lock-screen">Edit the lock screen</AppLink></li>
        <li><AppLink href="/admin/slides/site/popup-overlay">Edit the popup overlay</AppLink></li>
      </ul>
      <h2>Cover pages</h2>
      {pages.status === 'loading' && <Loading label="Loading the pages…" />}
      {pages.status === 'error' && <ErrorState message={pages.message} onRetry={pages.reload} />}
      {pages.status === 'ready' &&
        (pages.data.pages.filter((p) => p.cover === true).length === 0 ? (
          <EmptyState title="No cover pages yet.">
            <p>Make a page a cover page in its settings (<AppLink href="/admin/pages">Pages</AppLink>) to build its slide.</p>
          </EmptyState>
        ) : (
          <ul>
            {pages.data.pages.filter((p) => p.cover === true).map((page) => (
              <li key={page.id}>
                <AppLink href={`/admin/slides/page/${encodeURIComponent(page.id)}`}>Edit the cover page {page.title}</AppLink>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export default function SlidesScreen({ subpath, canWrite }: ScreenProps) {
  if (subpath === '') return <SlideIndex />;
  const owner = slideOwnerOf(subpath);
  if (owner === undefined) return <div className="admin-screen"><h1>Slide editor</h1><ErrorState message="Unable to locate content." /></div>;
  return <SlideScreen owner={owner} canWrite={canWrite} />;
}
