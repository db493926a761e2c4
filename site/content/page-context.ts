/** The context of a page: the page as `collection`, and the other JSON its record carries. */
import { withPublicForms } from './public-forms.js';
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { PageRecord, PageRoute, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

/** The page as templates see it under `collection`. */
export function pageCollection(page: PageRecord): JsonObject {
  return { ...page.page, typeName: 'page' };
}

/** Block fields are not in the context: the pipeline renders them under `squarespace.blockFields`. */
export function pageContext(route: PageRoute, content: SiteContent): JsonObject {
  const { page: _page, blockFields: _blockFields, ...extra } = route.page;
  return {
    ...withPublicForms(extra),
    ...siteContext(content),
    pageType: PAGE_TYPES.page,
    collection: pageCollection(route.page),
  };
}

/** The name of the `pages/<name>.page` template that renders a page. */
export const pageTemplateName = (page: PageRecord): string => page.page.template ?? page.page.urlId;
