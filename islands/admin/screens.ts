/**
 * The admin's screens: where each lives (`/admin/<path>`), its name in the menu, its menu group and
 * its code, loaded when first opened so each screen is its own chunk. Who may open each (the area
 * its data belongs to, a role it needs, the area it writes) is domain/admin/screen-access.ts, the
 * table the server reads too.
 */
import type { ComponentType } from 'react';
import { mayOpen, SCREEN_ACCESS, screenPathOf, type ScreenAccess, type ScreenPath } from '../../domain/admin/screen-access.js';
import type { ScreenProps } from './screen-props.js';

interface ScreenView {
  title: string;
  group: string;
  /** False: opened from links in other screens only, not listed in the menu. */
  inMenu?: false;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

export interface ScreenDef extends ScreenView, ScreenAccess {
  path: ScreenPath;
}

/** In the menu's order. */
const VIEWS: Readonly<Record<ScreenPath, ScreenView>> = {
  '': { title: 'Overview', group: 'Site', load: () => import('./overview/OverviewScreen.js') },
  templates: { title: 'Templates', group: 'Site', load: () => import('./templates/TemplatesScreen.js') },
  design: { title: 'Design', group: 'Site', load: () => import('./design/DesignScreen.js') },
  website: { title: 'Website settings', group: 'Content', load: () => import('./content/WebsiteScreen.js') },
  navigation: { title: 'Navigation', group: 'Content', load: () => import('./content/NavigationScreen.js') },
  pages: { title: 'Pages', group: 'Content', load: () => import('./content/PagesScreen.js') },
  layouts: { title: 'Page builder', group: 'Content', inMenu: false, load: () => import('./page-builder/PageBuilderScreen.js') },
  slides: { title: 'Slides', group: 'Content', inMenu: false, load: () => import('./slides/SlidesScreen.js') },
  collections: { title: 'Collections', group: 'Content', load: () => import('./content/CollectionsScreen.js') },
  media: { title: 'Media', group: 'Content', load: () => import('./media/MediaScreen.js') },
  gallery: { title: 'Galleries', group: 'Content', load: () => import('./gallery/GalleryScreen.js') },
  forms: { title: 'Form submissions', group: 'Content', load: () => import('./forms/FormsScreen.js') },
  popup: { title: 'Popup', group: 'Content', load: () => import('./content/PopupScreen.js') },
  'form-builder': { title: 'Form builder', group: 'Content', load: () => import('./form-builder/FormBuilderScreen.js') },
  products: { title: 'Products', group: 'Store', load: () => import('./store/ProductsScreen.js') },
  inventory: { title: 'Inventory', group: 'Store', load: () => import('./store/InventoryScreen.js') },
  orders: { title: 'Orders', group: 'Store', load: () => import('./orders/OrdersScreen.js') },
  'gift-cards': { title: 'Gift cards', group: 'Store', load: () => import('./gift-cards/GiftCardsScreen.js') },
  'digital-files': { title: 'Digital files', group: 'Store', load: () => import('./digital-files/DigitalFilesScreen.js') },
  pos: { title: 'Point of sale', group: 'Store', load: () => import('./store/pos/PosScreen.js') },
  taxes: { title: 'Taxes', group: 'Store', load: () => import('./store/taxes/TaxesScreen.js') },
  shipping: { title: 'Shipping', group: 'Store', load: () => import('./store/shipping/ShippingScreen.js') },
  discounts: { title: 'Discount codes', group: 'Store', load: () => import('./store/discounts/DiscountsScreen.js') },
  reviews: { title: 'Reviews', group: 'Store', load: () => import('./reviews/ReviewsScreen.js') },
  restock: { title: 'Restock notifications', group: 'Store', load: () => import('./restock/RestockScreen.js') },
  'code-injection': { title: 'Header & footer', group: 'Settings', load: () => import('./content/CodeInjectionScreen.js') },
  'custom-code': { title: 'Custom code', group: 'Settings', load: () => import('./custom-code/CustomCodeScreen.js') },
  'site-access': { title: 'Site access', group: 'Settings', load: () => import('./access/AccessScreen.js') },
  'api-keys': { title: 'API keys', group: 'Settings', load: () => import('./api-keys/ApiKeysScreen.js') },
  entitlements: { title: 'Entitlements', group: 'Settings', load: () => import('./entitlements/EntitlementsScreen.js') },
  users: { title: 'Users & roles', group: 'Accounts', load: () => import('./users/UsersScreen.js') },
  'audit-log': { title: 'Audit log', group: 'Accounts', load: () => import('./audit/AuditScreen.js') },
  account: { title: 'Your account', group: 'Accounts', load: () => import('./account/AccountScreen.js') },
  security: { title: 'Security', group: 'Accounts', load: () => import('./account/TwoStepScreen.js') },
};

/** Each screen with who may open it, in the menu's order. */
export const SCREENS: readonly ScreenDef[] = (Object.keys(VIEWS) as ScreenPath[]).map((path) => ({ path, ...VIEWS[path], ...SCREEN_ACCESS[path] }));

/** Whether a user with these roles sees the screen in the menu and may open it. */
export const mayOpenScreen = (screen: ScreenDef, roles: readonly string[]): boolean => mayOpen(screen, roles);

/** The screen of an admin path and the rest of the path after it. */
export function screenOf(pathname: string): { screen: ScreenDef | undefined; subpath: string } {
  const { path, subpath } = screenPathOf(pathname);
  return { screen: SCREENS.find((s) => s.path === path), subpath };
}

export const screenHref = (screen: ScreenDef): string => (screen.path === '' ? '/admin' : `/admin/${screen.path}`);
