/**
 * Every site page runs this: the checkout's region select and its summary that follows the
 * address get their code only on the checkout page, so other pages pay nothing for them. A refused
 * checkout comes back with its error summary: focus moves there, so a keyboard or screen-reader
 * user starts from what went wrong.
 */
const select = document.querySelector('select[data-region-select]');
if (select instanceof HTMLSelectElement) void import('./region-select.js').then(({ followCountry }) => followCountry(select));
const totals = document.getElementById('checkout-totals');
const form = document.querySelector('form.checkout-form');
if (totals && form instanceof HTMLFormElement) void import('./shipping-summary.js').then(({ followAddress }) => followAddress(form, totals));
const errors = document.getElementById('checkout-errors');
if (errors !== null) {
  errors.tabIndex = -1;
  errors.focus();
}
