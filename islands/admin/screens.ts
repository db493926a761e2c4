/**
 * The admin's screens: where each lives (`/admin/<path>`), its name in the menu, the area its
 * data belongs to (the menu shows a screen to roles that may read that area; publishing templates
 * is the `code` area's write), and its code,
 * loaded when first opened so each screen is its own chunk.
 */
import type { ComponentType } from 'react';
import { accessTo, type AdminArea } from '../../domain/admin/permissions.js';
import { USER_ADMIN_ROLE } from '../../domain/admin/user-admin.js';
import type { ScreenProps } from './screen-props.js';

export interface ScreenDef {
  path: string;
  title: string;
  group: string;
  /** Undefined: every user who may enter the admin. */
  area: AdminArea | undefined;
  /** A role the user must hold besides (Users & roles and the audit log: ADMIN). */
  role?: string;
  /** The area whose write access lets the screen change its data, when not `area`. */
  writeArea?: AdminArea;
  /** False: opened from links in other screens only, not listed in the menu. */
  inMenu?: false;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

export const SCREENS: readonly ScreenDef[] = [
  { path: '', title: 'Overview', group: 'Site', area: undefined, load: () => import('./overview/OverviewScreen.js') },
  { path: 'templates', title: 'Templates', group: 'Site', area: 'templates', writeArea: 'code', load: () => import('./templates/TemplatesScreen.js') },
  { path: 'design', title: 'Design', group: 'Site', area: 'design', load: () => import('./design/DesignScreen.js') },
  { path: 'website', title: 'Website settings', group: 'Content', area: 'content', load: () => import('./content/WebsiteScreen.js') },
  { path: 'navigation', title: 'Navigation', group: 'Content', area: 'content', load: () => import('./content/NavigationScreen.js') },
  { path: 'pages', title: 'Pages', group: 'Content', area: 'content', load: () => import('./content/PagesScreen.js') },
  { path: 'layouts', title: 'Page builder', group: 'Content', area: 'content', inMenu: false, load: () => import('./page-builder/PageBuilderScreen.js') },
  { path: 'slides', title: 'Slides', group: 'Content', area: 'content', inMenu: false, load: () => import('./slides/SlidesScreen.js') },
  { path: 'collections', title: 'Collections', group: 'Content', area: 'content', load: () => import('./content/CollectionsScreen.js') },
  { path: 'media', title: 'Media', group: 'Content', area: 'content', load: () => import('./media/MediaScreen.js') },
  { path: 'gallery', title: 'Galleries', group: 'Content', area: 'content', load: () => import('./gallery/GalleryScreen.js') },
  { path: 'forms', title: 'Form submissions', group: 'Content', area: 'content', load: () => import('./forms/FormsScreen.js') },
  { path: 'popup', title: 'Popup', group: 'Content', area: 'content', load: () => import('./content/PopupScreen.js') },
  { path: 'form-builder', title: 'Form builder', group: 'Content', area: 'content', load: () => import('./form-builder/FormBuilderScreen.js') },
  { path: 'products', title: 'Products', group: 'Store', area: 'store', load: () => import('./store/ProductsScreen.js') },
  { path: 'inventory', title: 'Inventory', group: 'Store', area: 'store', load: () => import('./store/InventoryScreen.js') },
  { path: 'orders', title: 'Orders', group: 'Store', area: 'store', load: () => import('./orders/OrdersScreen.js') },
  { path: 'gift-cards', title: 'Gift cards', group: 'Store', area: 'store', load: () => import('./gift-cards/GiftCardsScreen.js') },
  { path: 'digital-files', title: 'Digital files', group: 'Store', area: 'store', load: () => import('./digital-files/DigitalFilesScreen.js') },
  { path: 'pos', title: 'Point of sale', group: 'Store', area: 'store', load: () => import('./store/pos/PosScreen.js') },
  { path: 'taxes', title: 'Taxes', group: 'Store', area: 'store', load: () => import('./store/taxes/TaxesScreen.js') },
  { path: 'shipping', title: 'Shipping', group: 'Store', area: 'store', load: () => import('./store/shipping/ShippingScreen.js') },
  { path: 'discounts', title: 'Discount codes', group: 'Store', area: 'store', load: () => import('./store/discounts/DiscountsScreen.js') },
  { path: 'reviews', title: 'Reviews', group: 'Store', area: 'store', load: () => import('./reviews/ReviewsScreen.js') },
  { path: 'restock', title: 'Restock notifications', group: 'Store', area: 'store', load: () => import('./restock/RestockScreen.js') },
  { path: 'code-injection', title: 'Header & footer', group: 'Settings', area: 'code', load: () => import('./content/CodeInjectionScreen.js') },
  { path: 'custom-code', title: 'Custom code', group: 'Settings', area: 'settings', load: () => import('./custom-code/CustomCodeScreen.js') },
  { path: 'site-access', title: 'Site access', group: 'Settings', area: 'settings', load: () => import('./access/AccessScreen.js') },
  { path: 'api-keys', title: 'API keys', group: 'Settings', area: 'settings', load: () => import('./api-keys/ApiKeysScreen.js') },
  { path: 'entitlements', title: 'Entitlements', group: 'Settings', area: 'settings', load: () => import('./entitlements/EntitlementsScreen.js') },
  { path: 'users', title: 'Users & roles', group: 'Accounts', area: undefined, role: USER_ADMIN_ROLE, load: () => import('./users/UsersScreen.js') },
  { path: 'audit-log', title: 'Audit log', group: 'Accounts', area: undefined, role: USER_ADMIN_ROLE, load: () => import('./audit/AuditScreen.js') },
  { path: 'account', title: 'Your account', group: 'Accounts', area: undefined, load: () => import('./account/AccountScreen.js') },
  { path: 'security', title: 'Security', group: 'Accounts', area: undefined, load: () => import('./account/TwoStepScreen.js') },
];

/** Whether a user with these roles sees the screen in the menu and may open it. */
export function mayOpenScreen(screen: ScreenDef, roles: readonly string[]): boolean {
  return (screen.role === undefined || roles.includes(screen.role)) && (screen.area === undefined || accessTo(roles, screen.area) !== undefined);
}

/** The screen of an admin path and the rest of the path after it. */
export function screenOf(pathname: string): { screen: ScreenDef | undefined; subpath: string } {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  let best: ScreenDef | undefined;
  for (const screen of SCREENS) {
    const matches = screen.path === '' ? rest === '' : rest === screen.path || rest.startsWith(`${screen.path}/`);
    if (matches && (best === undefined || screen.path.length > best.path.length)) best = screen;
  }
  const subpath = best && best.path !== '' ? rest.slice(best.path.length).replace(/^\//, '') : '';
  return { screen: best, subpath };
}

export const screenHref = (screen: ScreenDef): string => (screen.path === '' ? '/admin' : `/admin/${screen.path}`);
