import type { SiteContent } from '../../content/types.js';
import { pageTemplateName } from '../../content/page-context.js';

/**
 * A page of the site each list, item and page template renders (the first one found), for the
 * editor's preview; regions and blocks are previewed on the home page.
 */
export function previewUrls(content: SiteContent): Record<string, string> {
  const urls: Record<string, string> = {};
  const add = (path: string, url: string | undefined): void => {
    if (url && urls[path] === undefined) urls[path] = url;
  };
  for (const record of content.collections) {
    const type = record.collection.typeName;
    add(`collections/${type}.list`, record.collection.fullUrl);
    add(`collections/${type}.item`, record.items[0]?.fullUrl);
  }
  for (const page of content.pages) add(`pages/${pageTemplateName(page)}.page`, page.page.fullUrl);
  return urls;
}
