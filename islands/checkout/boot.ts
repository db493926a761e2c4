/**
 * Every site page runs this: the checkout's region select gets its code only on the checkout
 * page, so other pages pay nothing for it. A refused checkout comes back with its error summary:
 * focus moves there, so a keyboard or screen-reader user starts from what went wrong.
 */
const select = document.querySelector('select[data-region-select]');
if (select instanceof HTMLSelectElement) void import('./region-select.js').then(({ followCountry }) => followCountry(select));
const errors = document.getElementById('checkout-errors');
if (errors !== null) {
  errors.tabIndex = -1;
  errors.focus();
}
