/**
 * Who may open each admin screen (`/admin/<path>`): the area whose read access opens it (undefined:
 * every user who enters the admin), a role it needs besides, and the area whose write access lets
 * it change its data when not that one. The one table of it: the admin app (islands/admin/screens.ts)
 * adds each screen's name, menu group and code, and the server reads it to link only the screens
 * a user's roles open (a refused media delete's places). The areas are permissions.ts's.
 */
import { accessTo, mayEnterAdmin, type AdminArea } from './permissions.js';
import { USER_ADMIN_ROLE } from './user-admin.js';

export interface ScreenAccess {
  /** Undefined: every user who may enter the admin. */
  area: AdminArea | undefined;
  /** A role the user must hold besides (Users & roles and the audit log: ADMIN). */
  role?: string;
  /** The area whose write access lets the screen change its data, when not `area`. */
  writeArea?: AdminArea;
}

const EVERY_ADMIN: ScreenAccess = { area: undefined };
const CONTENT: ScreenAccess = { area: 'content' };
const STORE: ScreenAccess = { area: 'store' };
const SETTINGS: ScreenAccess = { area: 'settings' };
const ADMIN_ONLY: ScreenAccess = { area: undefined, role: USER_ADMIN_ROLE };

const ACCESS = {
  '': EVERY_ADMIN,
  templates: { area: 'templates', writeArea: 'code' },
  design: { area: 'design' },
  website: CONTENT,
  navigation: CONTENT,
  pages: CONTENT,
  layouts: CONTENT,
  slides: CONTENT,
  collections: CONTENT,
  media: CONTENT,
  gallery: CONTENT,
  forms: CONTENT,
  popup: CONTENT,
  'form-builder': CONTENT,
  products: STORE,
  inventory: STORE,
  orders: STORE,
  'gift-cards': STORE,
  'digital-files': STORE,
  pos: STORE,
  taxes: STORE,
  shipping: STORE,
  discounts: STORE,
  reviews: STORE,
  restock: STORE,
  'code-injection': { area: 'code' },
  'custom-code': SETTINGS,
  'site-access': SETTINGS,
  'api-keys': SETTINGS,
  entitlements: SETTINGS,
  users: ADMIN_ONLY,
  'audit-log': ADMIN_ONLY,
  account: EVERY_ADMIN,
  security: EVERY_ADMIN,
} satisfies Readonly<Record<string, ScreenAccess>>;

/** A screen's path under `/admin/` (`''`: the overview). */
export type ScreenPath = keyof typeof ACCESS;

export const SCREEN_ACCESS: Readonly<Record<ScreenPath, ScreenAccess>> = ACCESS;
const PATHS = Object.keys(ACCESS) as ScreenPath[];

/** Whether a user with these roles, who enters the admin, may open a screen of this access (and sees it in the menu). */
export function mayOpen(access: ScreenAccess, roles: readonly string[]): boolean {
  return (access.role === undefined || roles.includes(access.role)) && (access.area === undefined || accessTo(roles, access.area) !== undefined);
}

/** The screen of an admin path (the longest screen path it starts with) and the rest of the path after it. */
export function screenPathOf(pathname: string): { path: ScreenPath | undefined; subpath: string } {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  let best: ScreenPath | undefined;
  for (const path of PATHS) {
    const matches = path === '' ? rest === '' : rest === path || rest.startsWith(`${path}/`);
    if (matches && (best === undefined || path.length > best.length)) best = path;
  }
  const subpath = best !== undefined && best !== '' ? rest.slice(best.length).replace(/^\//, '') : '';
  return { path: best, subpath };
}

/** Whether the roles enter the admin and open the admin screen an address (`/admin/products/p1`, a query or fragment after it) leads to; false for any other address. */
export function mayOpenAdminHref(roles: readonly string[], href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return false;
  const { path } = screenPathOf(pathname);
  return path !== undefined && mayEnterAdmin(roles) && mayOpen(SCREEN_ACCESS[path], roles);
}
