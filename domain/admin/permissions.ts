/**
 * What each role may do in the admin, shared by the screens (which hide what is refused) and the
 * server (which refuses it); docs/roles.md is its table for people (a test keeps them equal).
 * Areas: `content` (website settings, navigation, pages, collections, gallery, forms: rich text,
 * cleaned of anything that runs), `templates` (reading the site folder's templates, previewing a
 * draft), `store` (products, inventory, orders, taxes, shipping zones, discount codes, restock
 * notifications, gift cards: issuing and
 * adjusting them is writing `store`), `settings` (API keys,
 * entitlements, languages, site access), `code` (what runs in visitors' browsers: publishing
 * templates, the header and footer code, script addresses such as the ad pixel's), `design`
 * (the Style Editor's values: colours, fonts, measures and layout options the site folder
 * declares; checked values compiled into the stylesheet, never code). Writing
 * `code` is trusting the writer with every visitor's and every admin's session.
 */
import { isSiteUserRole, type SiteUserRole } from '../enums/user-role.js';

export const ADMIN_AREAS = ['content', 'templates', 'store', 'settings', 'code', 'design'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminAccess = 'read' | 'write';

const EVERYTHING: Readonly<Record<AdminArea, AdminAccess>> = { content: 'write', templates: 'write', store: 'write', settings: 'write', code: 'write', design: 'write' };
const READ_ONLY: Readonly<Record<AdminArea, AdminAccess>> = { content: 'read', templates: 'read', store: 'read', settings: 'read', code: 'read', design: 'read' };

export const ROLE_ACCESS: Readonly<Partial<Record<SiteUserRole, Readonly<Partial<Record<AdminArea, AdminAccess>>>>>> = {
  ADMIN: EVERYTHING,
  WEBSITE_MANAGER: EVERYTHING,
  STORE_MANAGER: { store: 'write' },
  EDITOR: { content: 'write', templates: 'read', design: 'read' },
  VIEWER: READ_ONLY,
  REPORTING: READ_ONLY,
};

/** The refusal of a code change to a role that may not write code (server and screens alike). */
export const CODE_REFUSED_MESSAGE = 'Only an administrator or a website manager may publish code (templates, header and footer code, script addresses).';

/** The strongest access any of the roles gives to the area. */
export function accessTo(roles: readonly string[], area: AdminArea): AdminAccess | undefined {
  let best: AdminAccess | undefined;
  for (const role of roles) {
    const access = isSiteUserRole(role) ? ROLE_ACCESS[role]?.[area] : undefined;
    if (access === 'write') return 'write';
    if (access === 'read') best = 'read';
  }
  return best;
}

export function may(roles: readonly string[], area: AdminArea, access: AdminAccess): boolean {
  const granted = accessTo(roles, area);
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/**
 * The areas whose writers may upload images to the media library: pages and galleries (`content`)
 * and products (`store`: a store manager attaches an uploaded picture to a product).
 */
export const MEDIA_UPLOAD_AREAS: readonly AdminArea[] = ['content', 'store'];

/** Whether the roles give this access to at least one of the areas. */
export function mayAny(roles: readonly string[], areas: readonly AdminArea[], access: AdminAccess): boolean {
  return areas.some((area) => may(roles, area, access));
}

/** Whether the roles open the admin at all. */
export function mayEnterAdmin(roles: readonly string[]): boolean {
  return ADMIN_AREAS.some((area) => accessTo(roles, area) !== undefined);
}
