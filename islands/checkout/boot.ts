/**
 * Every site page runs this: the checkout's region select gets its code only on the checkout
 * page, so other pages pay nothing for it.
 */
const select = document.querySelector('select[data-region-select]');
if (select instanceof HTMLSelectElement) void import('./region-select.js').then(({ followCountry }) => followCountry(select));
