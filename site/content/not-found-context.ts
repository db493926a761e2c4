/** The context of the not-found page (answered with status 404). */
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { JsonObject, SiteContent } from './types.js';

export function notFoundContext(path: string, content: SiteContent): JsonObject {
  return { ...siteContext(content), pageType: PAGE_TYPES.notFound, requestPath: path };
}
