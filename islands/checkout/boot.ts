/**
 * Every site page runs this: the checkout's region select and its summary that follows the
 * address get their code only on the checkout page, so other pages pay nothing for them.
 */
const select = document.querySelector('select[data-region-select]');
if (select instanceof HTMLSelectElement) void import('./region-select.js').then(({ followCountry }) => followCountry(select));
const totals = document.getElementById('checkout-totals');
const form = document.querySelector('form.checkout-form');
if (totals && form instanceof HTMLFormElement) void import('./shipping-summary.js').then(({ followAddress }) => followAddress(form, totals));
