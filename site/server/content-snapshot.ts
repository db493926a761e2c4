/**
 * The stored content as every request reads it (assembled by `site/pipeline/content-service.ts`,
 * handed out by `store.ts`'s `siteContent()`): its own file, so that the store hands it out
 * without importing the pipeline that assembles it.
 */
import type { ProductRecord } from '../db/index.js';
import type { SiteContent } from '../content/types.js';
import type { TemplateOverlay } from '../folder/template-overlay.js';
import type { CodeInjection } from '../../domain/admin/content/code-injection.js';
import type { CustomCodeApprovals } from '../../domain/admin/custom-code.js';
import type { Entitlements } from '../../domain/admin/entitlements.js';
import type { LayoutOwner } from '../../domain/layout/layout.js';
import type { StoredLayout, StoredSlide } from '../../domain/layout/layout-media.js';

export interface ContentSnapshot {
  /** Changes whenever anything a page shows from the store changes. */
  key: string;
  content: SiteContent;
  products: ProductRecord[];
  /**
   * The templates published from the admin (`template:<path>` parts) by folder path; the same
   * object until one of them changes, so the site is compiled again only then.
   */
  templates: TemplateOverlay;
  /** The owner's header and footer code, written into every page while an ADMIN allows its version (else empty). */
  code: CodeInjection;
  /** What an ADMIN allowed of the custom code (domain/admin/custom-code.ts). */
  approvals: CustomCodeApprovals;
  /** The merchant features switched on (the `entitlements` part, else the defaults). */
  entitlements: Entitlements;
  /** The owner's saved design values (the `design` part, unchecked: site-design.ts checks them); the same object until they change. */
  design: unknown;
  /**
   * The published layouts (`layout:<owner>` parts) by owner (`page/<id>`, `item/<collection>/<item>`,
   * `site/<field>`…); each the same object until the parts change, so their rendering is kept
   * (page-layouts.ts). Drafts are not here: visitors never see them.
   */
  layouts: Readonly<Record<LayoutOwner, StoredLayout>>;
  /** The published slides (`slide:<owner>` parts: `page/<id>` a cover page's, `site/lock-screen`, `site/popup-overlay`). */
  slides: Readonly<Record<string, StoredSlide>>;
}
