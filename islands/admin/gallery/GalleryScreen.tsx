/** Galleries: the site's gallery collections (`/admin/gallery`) and one gallery (`/admin/gallery/<id>`). */
import type { GallerySummary } from '../../../domain/admin/gallery.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from '../ui/AppLink.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { GalleryEditor } from './GalleryEditor.js';
import './gallery.css';

export default function GalleryScreen({ subpath, canWrite }: ScreenProps) {
  if (subpath !== '') return <GalleryEditor id={decodeURIComponent(subpath)} canWrite={canWrite} />;
  return <GalleryList />;
}

const GALLERY_COLUMNS: Column<GallerySummary>[] = [
  {
    key: 'title',
    header: 'Gallery',
    sortValue: (g) => g.title,
    cell: (g) => (
      <AppLink href={`/admin/gallery/${encodeURIComponent(g.id)}`}>
        {g.title}
      </AppLink>
    ),
  },
  { key: 'images', header: 'Images', sortValue: (g) => g.imageCount, cell: (g) => g.imageCount },
  { key: 'url', header: 'On the site', cell: (g) => g.fullUrl },
];

function GalleryList() {
  const galleries = useApiQuery(api.gallery);
  return (
    <>
      <h1>Galleries</h1>
      <ResourceTable resource={galleries} loadingLabel="Loading galleries…" rows={(list) => list} caption="Galleries" columns={GALLERY_COLUMNS} empty="This site has no gallery collections." />
    </>
  );
}
