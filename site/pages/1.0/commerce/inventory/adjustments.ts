// POST /1.0/commerce/inventory/adjustments (Authorization: Bearer <read and write key>, optional
// Idempotency-Key) {incrementOperations, decrementOperations, setFiniteOperations: [{variantId,
// quantity}], setUnlimitedOperations: [variantId]} → 204. All or nothing: an unknown variant
// (400), stock that would go below 0 or a count on unlimited stock (409) names the variant and
// changes nothing; the same Idempotency-Key again is not applied twice (another body with it: 409).
import { adjustInventory } from '../../../../db/index.js';
import { ApiError } from '../../../../edge/api-error.js';
import { commerceApi } from '../../../../features/commerce-api/commerce-api-route.js';
import { adjustmentsBody, idempotencyKey } from '../../../../features/commerce-api/commerce-api-schemas.js';
import { readJsonBody } from '../../../../edge/request-body.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

export const POST = commerceApi('write', async (context, { store, apiKey }) => {
  const header = context.request.headers.get('idempotency-key');
  const key = header === null ? undefined : validate(idempotencyKey, header);
  const body = await readJsonBody(context.request);
  if (!body.ok) throw body.error;
  const adjustment = validate(adjustmentsBody, body.value);
  const outcome = await adjustInventory(store, adjustment, key === undefined ? undefined : { apiKeyId: apiKey.id, key });
  if (outcome.ok) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', ...(outcome.replayed ? { 'idempotent-replayed': 'true' } : {}) } });
  switch (outcome.reason) {
    case 'idempotency-conflict':
      throw new ApiError(409, 'idempotency-conflict', 'That Idempotency-Key was already used for a different request.');
    case 'unknown-variant':
      throw new ApiError(400, 'unknown-variant', `Variant ${outcome.variantId} does not exist.`, [{ path: 'variantId', message: `unknown variant ${outcome.variantId}` }]);
    case 'insufficient-stock':
      throw new ApiError(409, 'insufficient-stock', `Variant ${outcome.variantId} (${outcome.sku ?? ''}) does not have enough stock; nothing was changed.`, [{ path: 'variantId', message: outcome.variantId }]);
    case 'unlimited-stock':
      throw new ApiError(409, 'unlimited-stock', `Variant ${outcome.variantId} (${outcome.sku ?? ''}) has unlimited stock; set a finite quantity first. Nothing was changed.`, [{ path: 'variantId', message: outcome.variantId }]);
  }
});
