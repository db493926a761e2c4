import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';

/**
 * `{item|product-restock-notification}`: per variant view, the "email me when it is back" form,
 * with the mailing-list checkbox when the merchant offers it and a captcha area when the site
 * has a captcha key.
 */
export const productRestockNotification: FormatterDef = {
  name: 'product-restock-notification',
  apply(item, _args, scope) {
    const productId = scalarText(getOwn(item, 'id'));
    const merchandising = getOwn(scope.resolve(['productMerchandisingContext']), productId);
    const data = {
      productId,
      views: getOwn(merchandising, 'restockNotificationViews'),
      messages: getOwn(merchandising, 'restockNotificationMessages'),
      mailingListSignUpEnabled: getOwn(merchandising, 'mailingListSignUpEnabled'),
      mailingListOptInByDefault: getOwn(merchandising, 'mailingListOptInByDefault'),
      captchaSiteKey: scope.resolve(['website', 'captchaSettings', 'siteKey']),
    };
    return renderFragment('product-restock-notification', data, scope);
  },
};
