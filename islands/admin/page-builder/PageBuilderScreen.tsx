/**
 * The page builder (`/admin/layouts/<owner>`): `page/<pageId>` a page's body, `item/<collectionId>/<itemId>`
 * an item's, `site/<fieldId>` a block field of the site's regions. `/admin/layouts` itself lists the
 * pages, each with a link to its layout.
 */
import type { ScreenProps } from '../screen-props.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { LayoutEditor } from './LayoutEditor.js';
import './page-builder.css';

/** The layout owner named by the screen's subpath (each segment URL-decoded), or undefined when malformed. */
export function ownerOf(subpath: string): string | undefined {
  try {
    const parts = subpath.split('/').filter(Boolean).map(decodeURIComponent);
    const [kind] = parts;
    const fits = (kind === 'page' && (parts.length === 2 || parts.length === 3)) || (kind === 'item' && parts.length === 3) || (kind === 'site' && parts.length === 2);
    return fits ? parts.join('/') : undefined;
  } catch {
    return undefined;
  }
}

function LayoutScreen({ owner, canWrite }: { owner: string; canWrite: boolean }) {
  const view = useApiQuery(api.layout, { owner });
  return (
    <div className="admin-screen pb-screen">
      <p><AppLink href="/admin/layouts">All page layouts</AppLink></p>
      <h1>Page builder</h1>
      {view.status === 'loading' && <Loading label="Loading the layout…" />}
      {view.status === 'error' && <ErrorState message={view.httpStatus === 404 ? 'Unable to locate content.' : `Unable to load. ${view.message}`} onRetry={view.reload} />}
      {view.status === 'ready' && <LayoutEditor key={owner} owner={owner} view={view.data} canWrite={canWrite} />}
    </div>
  );
}

function LayoutIndex() {
  const pages = useApiQuery(api.pages);
  return (
    <div className="admin-screen">
      <h1>Page layouts</h1>
      {pages.status === 'loading' && <Loading label="Loading the pages…" />}
      {pages.status === 'error' && <ErrorState message={pages.message} onRetry={pages.reload} />}
      {pages.status === 'ready' &&
        (pages.data.pages.length === 0 ? (
          <EmptyState title="No pages yet.">
            <p><AppLink href="/admin/pages/new">Create a page</AppLink> to build its layout.</p>
          </EmptyState>
        ) : (
          <ul>
            {pages.data.pages.map((page) => (
              <li key={page.id}>
                <AppLink href={`/admin/layouts/page/${encodeURIComponent(page.id)}`}>Edit the layout of {page.title}</AppLink>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export default function PageBuilderScreen({ subpath, canWrite }: ScreenProps) {
  if (subpath === '') return <LayoutIndex />;
  const owner = ownerOf(subpath);
  if (owner === undefined) return <div className="admin-screen"><h1>Page builder</h1><ErrorState message="Unable to locate content." /></div>;
  return <LayoutScreen owner={owner} canWrite={canWrite} />;
}
