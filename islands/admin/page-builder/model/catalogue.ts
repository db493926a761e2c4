/** The block catalogue: the kinds a person may add here, found by name or keyword. */
import { BLOCK_KINDS, BLOCK_KIND_INFO, type BlockKindInfo } from '../../../../domain/layout/block-kinds.js';

export interface CatalogueScope {
  /** The signed-in role may add ADMIN-only kinds (code). */
  canUseCode: boolean;
  /** The layout is a cover page's (navigation, logo, site title offered). */
  cover: boolean;
}

export function catalogue(search: string, scope: CatalogueScope): BlockKindInfo[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return BLOCK_KINDS.map((kind) => BLOCK_KIND_INFO[kind])
    .filter((info) => (scope.canUseCode || !info.adminOnly) && (scope.cover || !info.coverOnly))
    .filter((info) => {
      const haystack = [info.label, info.kind, ...info.keywords, ...info.variants].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
}
