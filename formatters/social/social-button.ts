import { shareButtons } from './share-buttons.js';

/** The share buttons of an item, as a block. */
export const socialButton = shareButtons('social-button', false);
