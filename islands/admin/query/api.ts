/**
 * The admin's API, one entry per call: `api.<name>` with its parameters, body and answer types
 * (the shapes are defined once in `domain/`). Reads go through `useApiQuery` (cached, refreshed
 * after any save and on focus), writes through `callApi` or a save hook.
 */
import type { z } from 'zod';
import type { AccessView, clearLockSchema, setLockSchema } from '../../../domain/admin/access/access-view.js';
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from '../../../domain/admin/api-keys.js';
import type { AuditAnswer } from '../../../domain/admin/audit-query.js';
import type { CodeHistoryView } from '../../../domain/admin/content/code-history.js';
import type { CodeInjection } from '../../../domain/admin/content/code-injection.js';
import type {
  CodeInjectionView,
  CollectionsView,
  CollectionView,
  HistoryView,
  ItemView,
  NavigationView,
  PagesView,
  PageView,
  PopupView,
  WebsiteView,
} from '../../../domain/admin/content/views.js';
import type { CustomCodeView, SaveCustomCode } from '../../../domain/admin/custom-code.js';
import type { Delivery } from '../../../domain/admin/deliveries.js';
import type { Entitlements, EntitlementsState } from '../../../domain/admin/entitlements.js';
import type { FormSummary, SubmissionsAnswer } from '../../../domain/admin/form-answers.js';
import type { FormCreate, FormDefinitionAnswer, FormPage } from '../../../domain/admin/forms/form-model.js';
import type { GalleryDetail, GallerySave, GallerySummary } from '../../../domain/admin/gallery.js';
import type { OrderFulfilmentPanel, PaymentAction, ShipmentRequest } from '../../../domain/admin/order-fulfilment.js';
import type { OrderDetail, OrderPage, OrderStatusChange } from '../../../domain/admin/orders.js';
import type { SubscriptionView } from '../../../domain/commerce/subscription-view.js';
import type { DigitalProduct } from '../../../domain/admin/digital-files.js';
import type { AdminOverview } from '../../../domain/admin/overview.js';
import type { DesignHistoryEntry, DesignPreview, DesignState, designPreviewSchema, designRestoreSchema, designSaveSchema } from '../../../domain/design/design-api.js';
import type { GiftCardDetail, GiftCardRow, IssuedGiftCard, giftCardAdjustSchema, giftCardIssueSchemaIn, giftCardStatusSchema } from '../../../domain/commerce/gift-card.js';
import type { BulkApply, BulkResult, BulkStatus } from '../../../domain/admin/store/bulk-change.js';
import type { InventoryPage, InventoryQuery, StockEdit } from '../../../domain/admin/store/inventory.js';
import type { PosReceipt, PosSale, PosStatus } from '../../../domain/admin/store/point-of-sale.js';
import type { ProductInput } from '../../../domain/admin/store/product-input.js';
import type { ProductChoices, ProductEditorData, ProductList } from '../../../domain/admin/store/product-view.js';
import type { TaxSettingsState } from '../../../domain/admin/store/taxes-view.js';
import type { TaxSettings } from '../../../domain/commerce/sales-tax.js';
import type { ShippingSettingsState } from '../../../domain/admin/store/shipping-view.js';
import type { ShippingSettingsInput } from '../../../domain/commerce/shipping-zones.js';
import type { DiscountCodeList, DiscountCodeRow } from '../../../domain/admin/store/discounts-view.js';
import type { discountCodeInput } from '../../../domain/commerce/discount-code.js';
import type { RestockGroup, RestockSendAnswer, RestockSignup } from '../../../domain/admin/restock.js';
import type { TemplateFile, TemplateHistoryEntry, TemplateList, TemplatePreview } from '../../../domain/admin/templates.js';
import type { confirmTwoStepSchema, TwoStepEnrolment, TwoStepState } from '../../../domain/admin/two-step.js';
import type { AssignableRole, passwordChangeSchema, SessionRow, UsersAnswer } from '../../../domain/admin/user-admin.js';
import type { MediaItem, MediaKind } from '../../../domain/media/media.js';
import type { MediaAltText, MediaPage } from '../../../domain/media/media-api.js';
import type { AdminReviewPage, ReviewStatus } from '../../../domain/reviews/review-rules.js';
import type { LayoutActionRequest, LayoutPreview, LayoutPreviewRequest, LayoutRestoreRequest, LayoutView, SaveDraftRequest, SaveDraftResponse, VersionPreviewRequest } from '../../../domain/layout/layout-api.js';
import { layoutPath } from '../../../domain/layout/layout-api.js';
import type { Slide } from '../../../domain/layout/slide.js';
import { slidePath, type RestoreSlideRequest, type SaveSlideRequest, type SlidePreview, type SlideView } from '../../../domain/layout/slide-api.js';
import { auditQuery, type AuditFilters } from '../audit/audit-filters.js';
import { del, get, post, put, query, seg } from './endpoint.js';

type Id = { id: string };
type Cursor = { cursor: string | null };
type Page<K extends string, T> = { [key in K]: T[] } & { hasNextPage: boolean; nextPageCursor: string | null };
type Versioned<T> = { expectedVersion: number; value: T };
type Owner = { owner: string };
/** One kept version of a layout's draft. */
export type LayoutHistoryEntry = { version: number; savedBy: string | null; saved: number };

/** Deleting a page or collection with the navigation links to it, each named by the version seen. */
export type TargetDelete = { expectedVersion: number; navigationVersion: number };
const targetDeleteQuery = (p: TargetDelete): string => query({ expectedVersion: p.expectedVersion, removeLinks: 'true', navigationVersion: p.navigationVersion });

const RESTOCK = '/api/site-users/account/notifications/restock';
type Variant = { productId: string; variantId: string };

export const api = {
  overview: get<AdminOverview>('/api/admin/overview'),
  /** Multipart (the file itself): sent with `fetch` by gallery/upload-media.ts. */
  uploadMedia: post<unknown>('/api/admin/media'),
  /** A page of the media library newest first: of one kind (every file when `kind` is undefined), whose name contains `q` (blank: every name), after `cursor`. */
  mediaPage: get<MediaPage, { kind: MediaKind | undefined; q: string; cursor: string | null }>((p) => `/api/admin/media${query({ kind: p.kind, q: p.q, cursor: p.cursor })}`),
  saveMediaAltText: put<MediaItem, Id, MediaAltText>((p) => `/api/admin/media/${seg(p.id)}`),
  deleteMedia: del<null, Id>((p) => `/api/admin/media/${seg(p.id)}`),

  // Page builder (domain/layout/layout-api.ts)
  layout: get<LayoutView, Owner>((p) => layoutPath(p.owner)),
  saveLayoutDraft: put<SaveDraftResponse, Owner, SaveDraftRequest>((p) => layoutPath(p.owner)),
  publishLayout: post<LayoutView, Owner, LayoutActionRequest>((p) => `${layoutPath(p.owner)}/publish`),
  discardLayout: post<LayoutView, Owner, LayoutActionRequest>((p) => `${layoutPath(p.owner)}/discard`),
  layoutHistory: get<{ entries: LayoutHistoryEntry[] }, Owner>((p) => `${layoutPath(p.owner)}/history`),
  restoreLayout: post<LayoutView, Owner, LayoutRestoreRequest>((p) => `${layoutPath(p.owner)}/restore`),
  previewLayout: { ...post<LayoutPreview, Owner, LayoutPreviewRequest>((p) => `${layoutPath(p.owner)}/preview`), keepsData: true },
  previewLayoutVersion: { ...post<LayoutPreview, Owner, VersionPreviewRequest>((p) => `${layoutPath(p.owner)}/preview`), keepsData: true },
  // Slides: cover pages, the lock screen, the popup overlay (domain/layout/slide-api.ts)
  slide: get<SlideView, Owner>((p) => slidePath(p.owner)),
  saveSlideDraft: put<{ version: number }, Owner, SaveSlideRequest>((p) => slidePath(p.owner)),
  publishSlide: post<SlideView, Owner, LayoutActionRequest>((p) => `${slidePath(p.owner)}/publish`),
  discardSlide: post<SlideView, Owner, LayoutActionRequest>((p) => `${slidePath(p.owner)}/discard`),
  previewSlide: { ...post<SlidePreview, Owner, { slide: Slide }>((p) => `${slidePath(p.owner)}/preview`), keepsData: true },
  previewSlideVersion: { ...post<SlidePreview, Owner, VersionPreviewRequest>((p) => `${slidePath(p.owner)}/preview`), keepsData: true },
  slideHistory: get<{ entries: LayoutHistoryEntry[] }, Owner>((p) => `${slidePath(p.owner)}/history`),
  restoreSlide: post<SlideView, Owner, RestoreSlideRequest>((p) => `${slidePath(p.owner)}/restore`),

  // Content
  website: get<WebsiteView>('/api/admin/content/website'),
  saveWebsite: put<WebsiteView, void, Versioned<WebsiteView['value']>>('/api/admin/content/website'),
  popup: get<PopupView>('/api/admin/content/popup-overlay'),
  savePopup: put<PopupView, void, Versioned<PopupView['value']>>('/api/admin/content/popup-overlay'),
  navigation: get<NavigationView>('/api/admin/content/navigation'),
  saveNavigation: put<NavigationView, void, Versioned<NavigationView['value']>>('/api/admin/content/navigation'),
  codeInjection: get<CodeInjectionView>('/api/admin/content/code-injection'),
  saveCodeInjection: put<CodeInjectionView, void, Versioned<CodeInjection>>('/api/admin/content/code-injection'),
  codeHistory: get<CodeHistoryView, { at: number }>((p) => `/api/admin/content/code-injection/history${query({ at: p.at })}`),
  codeVersion: get<{ version: number; value: CodeInjection }, { version: number }>((p) => `/api/admin/content/code-injection/versions/${seg(p.version)}`),
  restoreCode: post<CodeInjectionView, void, { version: number; expectedVersion: number }>('/api/admin/content/code-injection/restore'),
  history: get<HistoryView, { part: string; at: number }>((p) => `/api/admin/content/history${query({ part: p.part, at: p.at })}`),
  restoreHistory: post<{ version: number }, void, { part: string; version: number; expectedVersion: number }>('/api/admin/content/history/restore'),
  pages: get<PagesView>('/api/admin/content/pages'),
  page: get<PageView, Id>((p) => `/api/admin/content/pages/${seg(p.id)}`),
  deletePage: del<{ deleted: boolean }, Id & TargetDelete>((p) => `/api/admin/content/pages/${seg(p.id)}${targetDeleteQuery(p)}`),
  createPage: post<PageView, void, { value: PageView['value'] }>('/api/admin/content/pages'),
  savePage: put<PageView, Id, Versioned<PageView['value']>>((p) => `/api/admin/content/pages/${seg(p.id)}`),
  collections: get<CollectionsView>('/api/admin/content/collections'),
  collection: get<CollectionView, Id>((p) => `/api/admin/content/collections/${seg(p.id)}`),
  deleteCollection: del<{ deleted: boolean }, Id & TargetDelete>((p) => `/api/admin/content/collections/${seg(p.id)}${targetDeleteQuery(p)}`),
  createCollection: post<CollectionView, void, { value: unknown }>('/api/admin/content/collections'),
  saveCollection: put<CollectionView, Id, Versioned<unknown>>((p) => `/api/admin/content/collections/${seg(p.id)}`),
  item: get<ItemView, { collectionId: string; itemId: string }>((p) => `/api/admin/content/collections/${seg(p.collectionId)}/items/${seg(p.itemId)}`),
  createItem: post<ItemView, { collectionId: string }, Versioned<unknown>>((p) => `/api/admin/content/collections/${seg(p.collectionId)}/items`),
  saveItem: put<ItemView, { collectionId: string; itemId: string }, Versioned<unknown>>((p) => `/api/admin/content/collections/${seg(p.collectionId)}/items/${seg(p.itemId)}`),
  moveItem: post<CollectionView, { collectionId: string; itemId: string }, { expectedVersion: number; by: -1 | 1 }>(
    (p) => `/api/admin/content/collections/${seg(p.collectionId)}/items/${seg(p.itemId)}/move`,
  ),
  deleteItem: del<CollectionView, { collectionId: string; itemId: string; expectedVersion: number }>(
    (p) => `/api/admin/content/collections/${seg(p.collectionId)}/items/${seg(p.itemId)}${query({ expectedVersion: p.expectedVersion })}`,
  ),
  gallery: get<GallerySummary[]>('/api/admin/gallery'),
  galleryDetail: get<GalleryDetail, Id>((p) => `/api/admin/gallery/${seg(p.id)}`),
  saveGallery: put<GalleryDetail, Id, GallerySave>((p) => `/api/admin/gallery/${seg(p.id)}`),
  forms: get<{ forms: FormSummary[]; pages: FormPage[] }>('/api/admin/forms'),
  createForm: post<FormDefinitionAnswer, void, FormCreate>('/api/admin/forms'),
  deleteForm: del<{ deleted: boolean; pageUrl: string }, Id & { expectedVersion: number }>((p) => `/api/admin/forms/${seg(p.id)}/definition${query({ expectedVersion: p.expectedVersion })}`),
  formDefinition: get<FormDefinitionAnswer, Id>((p) => `/api/admin/forms/${seg(p.id)}/definition`),
  saveFormDefinition: put<FormDefinitionAnswer, Id, { expectedVersion: number; form: unknown }>((p) => `/api/admin/forms/${seg(p.id)}/definition`),
  submissions: get<SubmissionsAnswer, Id & Cursor>((p) => `/api/admin/forms/${seg(p.id)}/submissions${query({ cursor: p.cursor })}`),
  submissionsCsv: get<string, Id>((p) => `/api/admin/forms/${seg(p.id)}/submissions.csv`),

  // Design
  design: get<DesignState>('/api/admin/design'),
  saveDesign: put<DesignState, void, z.input<typeof designSaveSchema>>('/api/admin/design'),
  designHistory: get<DesignHistoryEntry[], { saved: number }>((p) => `/api/admin/design/history${query({ saved: p.saved })}`),
  restoreDesign: post<DesignState, void, z.input<typeof designRestoreSchema>>('/api/admin/design/restore'),
  previewDesign: { ...post<DesignPreview, void, z.input<typeof designPreviewSchema>>('/api/admin/design/preview'), keepsData: true },

  // Templates
  templates: get<TemplateList>('/api/admin/templates'),
  templateFile: get<TemplateFile, { path: string }>((p) => `/api/admin/templates/file${query({ path: p.path })}`),
  publishTemplate: put<TemplateFile, void, { path: string; expectedVersion: number; source: string }>('/api/admin/templates/file'),
  restoreTemplate: post<TemplateFile, void, { path: string; version: number; expectedVersion: number }>('/api/admin/templates/restore'),
  templateHistory: get<TemplateHistoryEntry[], { path: string; published: number }>((p) => `/api/admin/templates/history${query({ path: p.path, published: p.published })}`),
  templateContext: get<unknown, { url: string }>((p) => `/api/admin/templates/context${query({ url: p.url })}`),
  previewTemplate: { ...post<TemplatePreview, void, { path: string; source: string; url: string }>('/api/admin/templates/preview'), keepsData: true },

  // Store
  products: get<ProductList>('/api/admin/store/products'),
  product: get<ProductEditorData, Id>((p) => `/api/admin/store/products/${seg(p.id)}`),
  createProduct: post<ProductEditorData, void, { product: ProductInput; confirmZeroPrice?: true }>('/api/admin/store/products'),
  saveProduct: put<ProductEditorData, Id, { version: number; product: ProductInput; confirmZeroPrice?: true }>((p) => `/api/admin/store/products/${seg(p.id)}`),
  deleteProduct: del<{ deleted: boolean }, Id & { version: number }>((p) => `/api/admin/store/products/${seg(p.id)}${query({ version: p.version })}`),
  productChoices: get<ProductChoices>('/api/admin/store/product-choices'),
  inventory: get<InventoryPage, Pick<InventoryQuery, 'q' | 'sort' | 'dir' | 'page'>>(
    (p) => `/api/admin/store/inventory${query({ q: p.q, sort: p.sort, dir: p.dir, page: p.page })}`,
  ),
  saveStock: put<{ id: string; sku: string; qtyInStock: number; unlimited: boolean }, Id, StockEdit>((p) => `/api/admin/store/variants/${seg(p.id)}/stock`),
  bulkStatus: get<BulkStatus>('/api/admin/store/bulk'),
  applyBulk: post<BulkResult, void, BulkApply & { confirmZeroPrice?: true }>('/api/admin/store/bulk'),
  pos: get<PosStatus>('/api/admin/store/pos'),
  sell: post<PosReceipt, void, PosSale>('/api/admin/store/pos'),
  taxes: get<TaxSettingsState>('/api/admin/store/taxes'),
  saveTaxes: put<TaxSettingsState, void, { settings: TaxSettings; expectedVersion: number }>('/api/admin/store/taxes'),
  shipping: get<ShippingSettingsState>('/api/admin/store/shipping'),
  saveShipping: put<ShippingSettingsState, void, { settings: ShippingSettingsInput; expectedVersion: number }>('/api/admin/store/shipping'),
  discounts: get<DiscountCodeList>('/api/admin/store/discounts'),
  addDiscount: post<DiscountCodeRow, void, z.input<typeof discountCodeInput>>('/api/admin/store/discounts'),
  saveDiscount: put<DiscountCodeRow, Id, z.input<typeof discountCodeInput>>((p) => `/api/admin/store/discounts/${seg(p.id)}`),

  // Orders
  orders: get<OrderPage, { status: string; q: string; payment: string; fulfilment: string } & Cursor>(
    (p) => `/api/admin/orders${query({ status: p.status, q: p.q, payment: p.payment, fulfilment: p.fulfilment, cursor: p.cursor })}`,
  ),
  order: get<OrderDetail, Id>((p) => `/api/admin/orders/${seg(p.id)}`),
  moveOrder: put<OrderDetail, Id, OrderStatusChange>((p) => `/api/admin/orders/${seg(p.id)}/status`),
  orderPanel: get<OrderFulfilmentPanel, Id>((p) => `/api/admin/orders/${seg(p.id)}/fulfilment`),
  orderPayment: post<OrderFulfilmentPanel, Id, PaymentAction>((p) => `/api/admin/orders/${seg(p.id)}/payment`),
  shipOrder: post<OrderFulfilmentPanel, Id, ShipmentRequest>((p) => `/api/admin/orders/${seg(p.id)}/fulfilment`),
  undoShipment: del<OrderFulfilmentPanel, Id & { shipmentId: string }>((p) => `/api/admin/orders/${seg(p.id)}/fulfilment/${seg(p.shipmentId)}`),
  resendDownloads: post<{ links: unknown[] }, Id>((p) => `/api/admin/orders/${seg(p.id)}/downloads`),
  orderSubscriptions: get<{ subscriptions: SubscriptionView[] }, Id>((p) => `/api/admin/orders/${seg(p.id)}/subscriptions`),
  cancelSubscription: post<{ subscriptions: SubscriptionView[] }, Id, { subscriptionId: string }>((p) => `/api/admin/orders/${seg(p.id)}/subscriptions`),

  // Gift cards
  giftCards: get<{ giftCards: GiftCardRow[]; currencyCode: string }, { q: string }>((p) => `/api/admin/gift-cards${query({ q: p.q })}`),
  giftCard: get<GiftCardDetail, Id>((p) => `/api/admin/gift-cards/${seg(p.id)}`),
  issueGiftCard: post<IssuedGiftCard, void, z.input<ReturnType<typeof giftCardIssueSchemaIn>>>('/api/admin/gift-cards'),
  adjustGiftCard: post<GiftCardDetail, Id, z.input<typeof giftCardAdjustSchema>>((p) => `/api/admin/gift-cards/${seg(p.id)}/adjust`),
  setGiftCardStatus: put<GiftCardDetail, Id, z.input<typeof giftCardStatusSchema>>((p) => `/api/admin/gift-cards/${seg(p.id)}/status`),

  // Digital files (uploads are multipart: sent with `fetch` by digital-files/upload-file.ts)
  digitalFiles: get<{ products: DigitalProduct[] }>('/api/admin/digital-files'),
  deleteDigitalFile: del<unknown, { productId: string; fileId: string }>((p) => `/api/admin/digital-files/${seg(p.productId)}/${seg(p.fileId)}`),

  // Store areas outside Store and Orders
  reviews: get<AdminReviewPage, { status: string; page: number }>((p) => `/api/admin/reviews${query({ status: p.status, page: p.page })}`),
  moveReview: put<{ id: string; status: ReviewStatus; version: number }, Id, { status: ReviewStatus; expectedVersion: number }>((p) => `/api/admin/reviews/${seg(p.id)}`),
  restockGroups: get<Page<'signUpGroups', RestockGroup>, Cursor>((p) => `${RESTOCK}/groups${query({ cursor: p.cursor })}`),
  restockSignups: get<Page<'signUps', RestockSignup>, Variant & Cursor>((p) => `${RESTOCK}${query({ productId: p.productId, variantId: p.variantId, cursor: p.cursor })}`),
  sendRestock: post<RestockSendAnswer, void, Variant>(`${RESTOCK}/send`),
  sendAllRestock: post<RestockSendAnswer, void, { sendRequests: Variant[] }>(`${RESTOCK}/send/all`),
  restockDeliveries: get<{ deliveries: Delivery[] }>('/api/admin/mail/outbox?kind=restock&limit=50'),

  // Settings
  customCode: get<CustomCodeView>('/api/admin/custom-code'),
  saveCustomCode: put<CustomCodeView, void, SaveCustomCode>('/api/admin/custom-code'),
  entitlements: get<EntitlementsState>('/api/admin/entitlements'),
  saveEntitlements: put<EntitlementsState, void, { entitlements: Entitlements; expectedVersion: number }>('/api/admin/entitlements'),
  access: get<AccessView>('/api/admin/access'),
  setLock: put<AccessView, void, z.input<typeof setLockSchema>>('/api/admin/access'),
  clearLock: del<AccessView, void, z.input<typeof clearLockSchema>>('/api/admin/access'),
  apiKeys: get<{ apiKeys: ApiKeySummary[] }>('/api/admin/api-keys'),
  createApiKey: post<CreatedApiKey, void, CreateApiKeyInput>('/api/admin/api-keys'),
  deleteApiKey: del<{ deleted: boolean }, Id>((p) => `/api/admin/api-keys/${seg(p.id)}`),

  // Accounts
  users: get<UsersAnswer>('/api/admin/users'),
  setRoles: put<unknown, Id, { roles: AssignableRole[] }>((p) => `/api/admin/users/${seg(p.id)}/roles`),
  removeUser: del<unknown, Id>((p) => `/api/admin/users/${seg(p.id)}`),
  invite: post<unknown, void, { email: string; roles: AssignableRole[] }>('/api/admin/users/invitations'),
  resendInvitation: post<unknown, Id>((p) => `/api/admin/users/invitations/${seg(p.id)}/resend`),
  revokeInvitation: del<unknown, Id>((p) => `/api/admin/users/invitations/${seg(p.id)}`),
  audit: get<AuditAnswer, { filters: AuditFilters; cursor: string | null }>((p) => auditQuery(p.filters, p.cursor)),
  sessions: get<{ sessions: SessionRow[] }>('/api/admin/account/sessions'),
  endSession: del<unknown, Id>((p) => `/api/admin/account/sessions/${seg(p.id)}`),
  endOtherSessions: del<unknown>('/api/admin/account/sessions'),
  changePassword: put<{ otherSessionsEnded: number }, void, z.input<typeof passwordChangeSchema>>('/api/admin/account/password'),
  twoStep: get<TwoStepState>('/api/admin/account/two-step'),
  startTwoStep: post<TwoStepEnrolment, void, Record<string, never>>('/api/admin/account/two-step'),
  stopTwoStep: del<unknown>('/api/admin/account/two-step'),
  confirmTwoStep: post<{ recoveryCodes: string[] }, void, z.input<typeof confirmTwoStepSchema>>('/api/admin/account/two-step/confirm'),
  signOut: del<unknown>('/api/admin/session'),
} as const;
