import { shareButtons } from './share-buttons.js';

/** The share buttons of an item, inline. */
export const socialButtonInline = shareButtons('social-button-inline', true);
