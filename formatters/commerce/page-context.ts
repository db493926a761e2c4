import type { JsonValue, RenderScope } from '../../engine/plugin.js';

/** The page-level data the commerce fragments read, found from where the formatter runs. */
export interface PageContext {
  localizedStrings: JsonValue;
  website: JsonValue;
  websiteSettings: JsonValue;
  productMerchandisingContext: JsonValue;
}

/**
 * Fragments render with their own data as the root, so the page-level objects they (and the
 * formatters nested in them) look up are handed down with it.
 */
export function pageContext(scope: RenderScope): PageContext {
  return {
    localizedStrings: scope.resolve(['localizedStrings']),
    website: scope.resolve(['website']),
    websiteSettings: scope.resolve(['websiteSettings']),
    productMerchandisingContext: scope.resolve(['productMerchandisingContext']),
  };
}
