/** `<squarespace:folder-navigation template="T" />` (or enclosed): the pages of the folder the current page is in. */
import { failed, type TagHandler } from './tag-types.js';
import { templated, templateOf } from './templated.js';

export const FOLDER_NAVIGATION_PATH = 'squarespace.folderNavigation';

export const folderNavigationTag: TagHandler = ({ attributes, at, selfClosing }) => {
  const choice = templateOf(attributes['template'], selfClosing, 'folder-navigation');
  if (!choice.ok) return failed(choice.message, 'invalid-folder-navigation');
  const { open, close } = templated('folder-navigation', FOLDER_NAVIGATION_PATH, choice.template);
  const tag = { ...at, attributes: { ...attributes }, ...(choice.template ? { template: choice.template } : {}) };
  return { ok: true, open, close, collected: { kind: 'folderNavigation', tag } };
};
