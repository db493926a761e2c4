/**
 * `<squarespace:folder-navigation>`: the folder the current page is in (a navigation link with
 * links of its own, one of which is active), its pages marked as navigations mark them. The
 * innermost such folder of the first navigation that has one; none when the page is in no folder.
 */
import type { NavItem } from './types.js';

export interface FolderNavigation {
  title: string;
  collection?: NavItem['collection'];
  items: NavItem[];
}

export function currentFolder(navigations: readonly (readonly NavItem[])[]): FolderNavigation | undefined {
  for (const items of navigations) {
    const found = innermost(items);
    if (found) return found;
  }
  return undefined;
}

function innermost(items: readonly NavItem[]): FolderNavigation | undefined {
  for (const item of items) {
    if (!item.items || !item.folderActive) continue;
    return innermost(item.items) ?? { title: item.title, ...(item.collection ? { collection: item.collection } : {}), items: item.items };
  }
  return undefined;
}
