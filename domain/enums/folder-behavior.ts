import { enumeration } from './enumeration.js';

/** What clicking a folder in the navigation does. */
export const FolderBehavior = enumeration({
  index: 1,
  redirect: 2,
  none: 3,
});
