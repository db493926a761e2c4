/** The admin's first screen: counts of what needs the owner's eye, for the areas they may read. */
export interface AdminOverview {
  siteTitle: string;
  store?: { products: number; soldOutVariants: number; orders: number; restockWaiting: number };
  content?: { parts: number; formSubmissions: number };
}
