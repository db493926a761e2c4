/** Galleries: the site's gallery collections (`/admin/gallery`) and one gallery (`/admin/gallery/<id>`). */
import type { GallerySummary } from '../../../domain/admin/gallery.js';
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { GalleryEditor } from './GalleryEditor.js';
import './gallery.css';

export default function GalleryScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath !== '') return <GalleryEditor id={decodeURIComponent(subpath)} canWrite={canWrite} />;
  return <GalleryList navigate={navigate} />;
}

function GalleryList({ navigate }: { navigate: (href: string) => void }) {
  const galleries = useResource<GallerySummary[]>('/api/admin/gallery');
  return (
    <>
      <h1>Galleries</h1>
      <ResourceView resource={galleries} label="Loading galleries…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="This site has no gallery collections." />
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Gallery</th>
                  <th scope="col">Images</th>
                  <th scope="col">On the site</th>
                </tr>
              </thead>
              <tbody>
                {list.map((gallery) => {
                  const href = `/admin/gallery/${encodeURIComponent(gallery.id)}`;
                  return (
                    <tr key={gallery.id}>
                      <td>
                        <a href={href} onClick={(e) => { e.preventDefault(); navigate(href); }}>
                          {gallery.title}
                        </a>
                      </td>
                      <td>{gallery.imageCount}</td>
                      <td>{gallery.fullUrl}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </ResourceView>
    </>
  );
}
