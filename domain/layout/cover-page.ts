/** A cover page: a page (its stored header) of page type 3, shown as its published slide alone. */
import { PageType } from '../enums/page-type.js';

export const COVER_PAGE_TYPE = PageType.byName['splash-page'];

export const isCoverPage = (header: unknown): boolean =>
  header !== null && typeof header === 'object' && !Array.isArray(header) && Object.hasOwn(header, 'pageType') && (header as Record<string, unknown>)['pageType'] === COVER_PAGE_TYPE;
