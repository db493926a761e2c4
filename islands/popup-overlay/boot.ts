/**
 * Every page runs this (one test): the popup's own code is loaded only when the page carries it,
 * so pages without a popup pay nothing for it.
 */
const dialog = document.getElementById('popup-overlay');
if (dialog instanceof HTMLDialogElement) void import('./popup-start.js').then(({ startPopup }) => startPopup(dialog));
