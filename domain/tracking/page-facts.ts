/**
 * What the server knows about the page, handed to the page's script as data attributes of one
 * element (written by site/features/tracking/tracking-facts.ts, read here): one shape for both sides.
 */
import type { CookiePolicySettings } from './cookie-policy.js';

/** The signed-in account: none, one whose only website role is VIEWER, or any other. */
export type AccountKind = 'none' | 'viewer' | 'other';

export interface PageFacts extends CookiePolicySettings {
  websiteId: string;
  websiteLocale: string;
  templateId: string;
  variantId: string;
  pageId: string;
  pageTitle: string;
  collectionId: string;
  itemId: string;
  recordType: string;
  pageType: string;
  pagePermissionTypeValue: string;
  notFound: boolean;
  lockScreen: boolean;
  accessDenied: boolean;
  searchPage: boolean;
  censusDisabled: boolean;
  account: AccountKind;
  memberAccountId: string;
}

const TEXT = ['websiteId', 'websiteLocale', 'templateId', 'variantId', 'pageId', 'pageTitle', 'collectionId', 'itemId', 'recordType', 'pageType', 'pagePermissionTypeValue', 'memberAccountId'] as const;
const FLAGS = ['notFound', 'lockScreen', 'accessDenied', 'searchPage', 'censusDisabled', 'cloneable', 'bannerEnabled', 'restrictiveEnabled', 'restrictiveAbsolute'] as const;

function dataName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The element's attributes (`data-website-id="…"`, flags as `"true"`/`"false"`); the server writes them, the browser only reads. */
export function factsToAttributes(facts: PageFacts): Record<string, string> {
  const attrs: Record<string, string> = { 'data-account': facts.account };
  for (const key of TEXT) attrs[dataName(key)] = facts[key];
  for (const key of FLAGS) attrs[dataName(key)] = String(facts[key]);
  return attrs;
}

/** The facts from the element's `dataset`; anything missing reads as empty or false. */
export function factsFromDataset(data: Readonly<Record<string, string | undefined>>): PageFacts {
  const account = data['account'];
  const facts = { account: account === 'viewer' || account === 'other' ? account : 'none' } as PageFacts;
  for (const key of TEXT) facts[key] = data[key] ?? '';
  for (const key of FLAGS) facts[key] = data[key] === 'true';
  return facts;
}

