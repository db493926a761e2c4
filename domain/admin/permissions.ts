/**
 * What each role may do in the admin, shared by the screens (which hide what is refused) and the
 * server (which refuses it). Areas: `content` (website settings, navigation, pages, collections,
 * gallery, forms), `templates` (the site folder's templates), `store` (products, inventory,
 * orders, restock notifications), `settings` (API keys, entitlements, languages, header/footer).
 */
export const ADMIN_AREAS = ['content', 'templates', 'store', 'settings'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminAccess = 'read' | 'write';

const EVERYTHING: Readonly<Record<AdminArea, AdminAccess>> = { content: 'write', templates: 'write', store: 'write', settings: 'write' };
const READ_ONLY: Readonly<Record<AdminArea, AdminAccess>> = { content: 'read', templates: 'read', store: 'read', settings: 'read' };

const ROLE_ACCESS: Readonly<Record<string, Partial<Record<AdminArea, AdminAccess>>>> = {
  ADMIN: EVERYTHING,
  WEBSITE_MANAGER: EVERYTHING,
  STORE_MANAGER: { store: 'write' },
  EDITOR: { content: 'write', templates: 'write' },
  VIEWER: READ_ONLY,
  REPORTING: READ_ONLY,
};

/** The strongest access any of the roles gives to the area. */
export function accessTo(roles: readonly string[], area: AdminArea): AdminAccess | undefined {
  let best: AdminAccess | undefined;
  for (const role of roles) {
    const access = Object.hasOwn(ROLE_ACCESS, role) ? ROLE_ACCESS[role]?.[area] : undefined;
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
