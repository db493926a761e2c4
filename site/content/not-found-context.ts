/** The context of the not-found page (answered with status 404). */
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

export function notFoundContext(path: string, content: SiteContent): JsonObject {
  return { ...siteContext(content), pageType: PAGE_TYPES.notFound, requestPath: path };
}
