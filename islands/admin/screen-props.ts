/** What every admin screen is given by the shell (AdminApp): its place, the user's rights, and navigation. */
export interface ScreenProps {
  /** The rest of the path after the screen's own (`/admin/orders/abc` → `abc`). */
  subpath: string;
  /** The address's query string with its `?` (`?kind=audio`), or empty: filters a reload keeps. */
  search: string;
  /** Whether the user may change this screen's data (the server refuses otherwise anyway). */
  canWrite: boolean;
  /** Whether the user may write code (`code` area): templates, header and footer code, script addresses. */
  canWriteCode: boolean;
  navigate: (href: string) => void;
  /**
   * Writes this screen's query string (`?q=kiln`, or empty) into the address in place of the one
   * there (no new history entry, the focus stays): a filter typed, which a reload keeps.
   */
  replaceSearch: (search: string) => void;
}
