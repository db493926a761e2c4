import type { RenderScope } from '../../engine/plugin.js';
import { isTruthy } from '../../engine/values.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { namedStoreCurrency, storeCurrencyOf } from '../../domain/money/store-currency.js';
import { legacyMoneyHtml } from '../../domain/money/legacy-format.js';
import type { Money } from '../../domain/money/money.js';
import { moneyArgs } from './money-args.js';

/** Whether the site formats prices with CLDR data (the website setting or its feature flag). */
export function useCldrMoney(scope: RenderScope): boolean {
  return isTruthy(scope.resolve('website.useCLDRMoneyFormat')) || isTruthy(scope.resolve('featureFlags.useCLDRMoneyFormat'));
}

/** The store currency of the settings (`websiteSettings`, else `website`): domain/money/store-currency.ts. */
export function storeCurrency(scope: RenderScope): string {
  return namedStoreCurrency(scope.resolve('websiteSettings')) ?? storeCurrencyOf(scope.resolve('website'));
}

/**
 * A price as product blocks show it: the locale's currency format in CLDR mode ("€2,500.00";
 * nothing when locale formatting is off), else the legacy native-money span.
 */
export function priceHtml(money: Money, args: readonly string[], scope: RenderScope): string {
  if (!useCldrMoney(scope)) return legacyMoneyHtml(money.amount, money.currency);
  return scope.locale === 'none' ? '' : formatMoney(money.amount, money.currency, scope.locale, moneyArgs(args));
}
