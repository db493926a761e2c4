import { nameEnumeration } from './enumeration.js';

/** Kinds of full-screen slide. */
export const SlideType = nameEnumeration(['cover-page', 'lock-screen', 'popup-overlay']);
