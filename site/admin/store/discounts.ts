/**
 * The merchant's discount codes (domain/commerce/discount-code.ts): listed newest first with
 * their uses, added (409 when the code exists), changed (the use count stays; 404 when gone).
 * Amounts are in the store currency; the first and last days are the shop's (`website.timeZone`).
 */
import { insertDiscountCode, isUniqueViolation, listDiscountCodes, updateDiscountCode, type Store } from '../../db/index.js';
import { shopTimeZone } from '../../features/cart/cart-pricing.js';
import { zonedDayOf } from '../../../domain/i18n/zoned-day.js';
import { ApiError } from '../../edge/api-error.js';
import type { DiscountCodeList, DiscountCodeRow } from '../../../domain/admin/store/discounts-view.js';
import { discountCodeFields, type DiscountCode, type DiscountCodeInput } from '../../../domain/commerce/discount-code.js';
import { currencyDigits } from '../../../domain/money/currencies.js';
import { centsText } from '../../../domain/money/money-json.js';

function rowOf(code: DiscountCode, currency: string, timeZone: string): DiscountCodeRow {
  const dayText = (ms: number | null): string => (ms === null ? '' : zonedDayOf(ms, timeZone));
  return {
    ...code,
    form: {
      value: code.kind === 'percentage' ? String(code.percentHundredths / 100) : code.kind === 'fixed' ? centsText(code.amountCents, currency) : '',
      minSubtotal: code.minSubtotalCents > 0 ? centsText(code.minSubtotalCents, currency) : '',
      startsOn: dayText(code.startsAt),
      endsOn: code.endsAt === null ? '' : dayText(code.endsAt - 1),
      maxUses: code.maxUses === null ? '' : String(code.maxUses),
      perCustomerUses: code.perCustomerUses === null ? '' : String(code.perCustomerUses),
    },
  };
}

export async function discountCodeList(store: Store, currency: string): Promise<DiscountCodeList> {
  const timeZone = await shopTimeZone(store);
  return { codes: (await listDiscountCodes(store.db)).map((c) => rowOf(c, currency, timeZone)), currencyCode: currency };
}

export async function addDiscountCode(store: Store, input: DiscountCodeInput, currency: string): Promise<DiscountCodeRow> {
  const timeZone = await shopTimeZone(store);
  const added = await insertDiscountCode(store.db, discountCodeFields(input, currencyDigits(currency), timeZone), Date.now());
  if (!added) throw new ApiError(409, 'discount-code-exists', `The code ${input.code} already exists.`, [{ path: 'code', message: 'already exists' }]);
  return rowOf(added, currency, timeZone);
}

export async function changeDiscountCode(store: Store, id: string, input: DiscountCodeInput, currency: string): Promise<DiscountCodeRow> {
  const timeZone = await shopTimeZone(store);
  const changed = await updateDiscountCode(store.db, id, discountCodeFields(input, currencyDigits(currency), timeZone), Date.now()).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new ApiError(409, 'discount-code-exists', `The code ${input.code} already exists.`, [{ path: 'code', message: 'already exists' }]) : error;
  });
  if (!changed) throw new ApiError(404, 'not-found', 'That discount code does not exist.');
  return rowOf(changed, currency, timeZone);
}

