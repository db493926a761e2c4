import { describe, expect, it } from 'vitest';
import { ENABLE_COOKIES, SESSION_EXPIRED, TRY_AGAIN_SOON, failureMessage, unselectedMessage } from '../../../../domain/commerce/add-to-cart/messages.js';

describe('unselected options message', () => {
  it('reads as the specification writes it for one, two and more options', () => {
    expect(unselectedMessage(['Color'])).toBe('Please select the Color option.');
    expect(unselectedMessage(['Color', 'Size'])).toBe('Please select the Color and Size options.');
    expect(unselectedMessage(['Color', 'Size', 'Fit'])).toBe('Please select the Color, Size and Fit options.');
  });
});

describe('failure messages', () => {
  const crumb = { status: 403, code: 'crumb-invalid', message: 'server text' };
  it('tells a crumb failure apart by whether cookies are kept', () => {
    expect(failureMessage(crumb, true)).toBe(SESSION_EXPIRED);
    expect(failureMessage(crumb, false)).toBe(ENABLE_COOKIES);
    // The server got no cookie at all (third-party cookies blocked), though the browser keeps the page's own.
    expect(failureMessage({ ...crumb, message: ENABLE_COOKIES }, true)).toBe(ENABLE_COOKIES);
    expect(SESSION_EXPIRED).toBe('Your session has expired. Please reload the page and try again.');
    expect(ENABLE_COOKIES).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('asks to wait on 429 and shows the server message otherwise', () => {
    expect(failureMessage({ status: 429, code: 'rate-limited', message: 'x' }, true)).toBe(TRY_AGAIN_SOON);
    expect(TRY_AGAIN_SOON).toBe('Please try again in a few seconds.');
    expect(failureMessage({ status: 409, code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' }, true))
      .toBe('Sorry, we do not have enough of that item available.');
  });
});
