export { storeLocation, DEFAULT_SQLITE_PATH, type StoreLocation } from './config.js';
export { openStore, DEFAULT_WEBSITE_ID, type OpenOptions } from './open.js';
export { sharedStore, closeSharedStore } from './shared-store.js';
export type { Store } from './store.js';
export { migrateToLatest } from './migrate.js';
export { seedCatalogue } from './seed.js';
export { replaceCatalogue } from './seed-replace.js';
export { StoreError, isStoreError, isUniqueViolation, type StoreErrorCode } from './errors.js';
export { MAX_ENTRY_QUANTITY } from './limits.js';
export {
  catalogueState, listProducts, findProduct, stockForItem, setStock, type ProductRecord, type VariantRecord, type StockResult,
} from './catalog.js';
export { inventoryPage, setVariantStock, type InventoryFilter, type InventoryProduct, type StockChange } from './catalog-inventory.js';
export {
  createProduct, updateProduct, deleteProduct, CatalogueInputError, type ProductWrite, type VariantWrite, type CreateLimit,
} from './catalog-edit.js';
export { bulkUpdateProducts, type BulkTarget, type BulkStored, type BulkRewrite } from './catalog-bulk.js';
export type { CartRef } from './cart-ref.js';
export type { CartView, CartEntryView } from './cart-view.js';
export { setCartChoices, type CartChoices } from './cart-choices.js';
export {
  findDiscountCode, listDiscountCodes, insertDiscountCode, updateDiscountCode, customerUses, countDiscountUse, type UseRefusal,
} from './discount-codes.js';
export {
  findCart, openCart, addToCart, createCartToken, setEntryQuantity, removeEntry, updateEntryAdditionalFields,
  type AddToCartInput, type CartChange,
} from './cart.js';
export {
  placeOrder, findOrder, findOrderByKey, type OrderView, type OrderLineView, type PlaceOrderInput, type OrderCustomer, type OrderPayment,
  type PostalAddress, type GiftCardRecipient, type OrderPaymentView, type OrderPricing,
} from './orders.js';
export { setOrderStatus, releaseExpiredOrders, releaseIfExpired, listOrders, type OrderListOptions } from './order-status.js';
export { recordPosSale, type PosSaleRecord } from './pos-sale.js';
export { emailKey, type UnpaidCaps, type UnpaidHolder } from './unpaid-orders.js';
export { requestHash } from './request-hash.js';
export { ORDER_CONFIRMATION_KIND, orderConfirmationPayload } from './order-outbox.js';
export {
  issueFormSubmissionKey, saveFormSubmission, listFormSubmissions, pageFormSubmissions, countFormSubmissions, FORM_KEY_TTL_MS,
  type FormSubmissionInput, type SubmitOutcome, type StoredSubmission,
} from './forms.js';
export {
  signUpForRestock, listRestockGroups, listRestockSignups, sendRestockNotifications, sendAllRestockNotifications,
  InvalidCursorError, type RestockSignupInput, type RestockGroup, type RestockSignup,
} from './restock.js';
export { pendingOutbox, leaseDueOutbox, markOutboxSent, markOutboxFailed, forgetOutboxSecret, listOutbox, type OutboxMessage } from './outbox.js';
export {
  createSiteUser, authenticateSiteUser, createSession, findSession, deleteSession, markReauthenticated, checkUserPassword,
  type SiteUser, type SiteSession, type SessionScope, type SessionClient,
} from './users.js';
export {
  readTotp, beginTotpEnrolment, takeTotpStep, enableTotp, disableTotp, useRecoveryCode, recoveryCodesLeft, type StoredTotp,
} from './admin-totp.js';
export { recordTrackingEvent, countTrackingEvents, MAX_TRACKING_PAYLOAD } from './tracking.js';
export { getSetting, putSetting } from './settings.js';
export { databaseFingerprint } from './fingerprint.js';
export { seedSiteContent, readSiteContent, siteContentVersion, putSiteContent } from './site-content.js';
export { queryCount } from './query-count.js';
export {
  readVersionedPart, listVersionedParts, saveVersionedPart, deleteVersionedPart, changeVersionedParts, listPartHistory, readPartVersion, restorePartVersion, HISTORY_KEPT,
  type VersionedPart, type HistoryEntry, type SaveOptions, type PartChange,
} from './versioned-content.js';
export { countHits, readCounts, uncountHits, clearCounts, setMark, sweepCounts, type LimitHit, type LimitCount } from './rate-limits.js';
export { storeChallenge, takeChallenge } from './captcha-challenges.js';
export { passGate, type GatePass } from './time-gate.js';
export { QueueFullError, WorkQueue, positiveSetting } from './work-queue.js';
export { passwordQueue, hashPassword } from './passwords.js';
export { createApiKey, listApiKeys, countApiKeys, deleteApiKey, useApiKey, hashApiKey, API_KEY_MARK } from './api-keys.js';
export { listInventory, adjustInventory, MAX_STOCK, type InventoryItem, type InventoryAdjustment, type AdjustmentOutcome } from './commerce-inventory.js';
export { listProductsPage, listOrdersPage, type ApiProductRecord, type OrdersPageOptions } from './commerce-api-lists.js';
export { listUserSessions, noteSessionSeen, endUserSession, endOtherSessions, SEEN_EVERY_MS, type SessionSummary } from './user-sessions.js';
export {
  listSiteUsers, findSiteUser, findSiteUserByEmail, noteSignIn, setUserRoles, removeSiteUser, setUserPassword,
  type SiteUserSummary, type UserChangeRefusal,
} from './user-admin.js';
export {
  listInvitations, createInvitation, resendInvitation, revokeInvitation, findInvitationByToken, acceptInvitation, INVITATION_TTL_MS, INVITATION_MAIL_KIND,
  type InvitationSummary, type SentInvitation, type InvitationRefusal,
} from './invitations.js';
export { issuePasswordReset, passwordResetIsValid, completePasswordReset, PASSWORD_RESET_TTL_MS, PASSWORD_RESET_MAIL_KIND } from './password-resets.js';
export { appendAudit, pageAudit, auditFacets, sweepAudit, type AuditEntry, type NewAuditEntry, type AuditFilter } from './audit-log.js';
