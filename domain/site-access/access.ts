/**
 * The owner's locks (page types 103 and 105): a site-wide lock screen, and passwords on single
 * pages and collections. What a request needs, the passwords' rules and the visitor's messages.
 */
import { z } from 'zod';

/** `site`, or one page or collection by its id. */
export type AccessScope = 'site' | `page:${string}` | `collection:${string}`;

const SCOPE = /^(site|(page|collection):[A-Za-z0-9_-]{1,64})$/;

export function isAccessScope(value: string): value is AccessScope {
  return SCOPE.test(value);
}

export const ACCESS_MESSAGES = {
  wrongPassword: 'That password is not correct. Please try again.',
  passwordMissing: 'Enter the password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  lockedTitle: 'This site is private',
  lockedText: 'Enter the password to view this site.',
  protectedTitle: 'This page is protected',
  protectedText: 'Enter the password to view this page.',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** A password the owner sets. */
export const newPasswordSchema = z
  .string({ required_error: 'Enter a password.', invalid_type_error: 'The password must be text.' })
  .min(PASSWORD_MIN, `The password must be at least ${String(PASSWORD_MIN)} characters.`)
  .max(PASSWORD_MAX, `The password may be at most ${String(PASSWORD_MAX)} characters.`);

/** A password a visitor enters. */
export const enteredPasswordSchema = z
  .string({ required_error: ACCESS_MESSAGES.passwordMissing, invalid_type_error: ACCESS_MESSAGES.passwordMissing })
  .min(1, ACCESS_MESSAGES.passwordMissing)
  .max(PASSWORD_MAX, ACCESS_MESSAGES.wrongPassword);

/** What the owner has locked (no secrets: which scopes have a password). */
export interface AccessLocks {
  site: boolean;
  scopes: ReadonlySet<string>;
}

/** What a request shows, by the ids of its page or collection (an item counts as its collection). */
export interface AccessTarget {
  pageId?: string | undefined;
  collectionId?: string | undefined;
}

/** The scopes a request must hold, outermost first: the site's lock, then its page's or collection's password. */
export function requiredScopes(locks: AccessLocks, target: AccessTarget): AccessScope[] {
  const needed: AccessScope[] = [];
  if (locks.site) needed.push('site');
  if (target.pageId !== undefined && locks.scopes.has(`page:${target.pageId}`)) needed.push(`page:${target.pageId}`);
  if (target.collectionId !== undefined && locks.scopes.has(`collection:${target.collectionId}`)) needed.push(`collection:${target.collectionId}`);
  return needed;
}

/** A path of this site to go back to after the password (never another origin). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return /^[\x21-\x7e]{1,2000}$/.test(value) ? value : '/';
}
