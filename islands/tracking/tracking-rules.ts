/** Spec 000 §2 and §6: which pages and visitors are tracked. */
import type { PageFacts } from '../../domain/tracking/page-facts.js';

/** "Paths containing the config segment count as editor views for tracking." */
export function isConfigPath(pathname: string): boolean {
  return pathname.split('/').includes('config');
}

/**
 * Whether any census call may be made: never under the restrictive cookie policy, with the
 * census-disable flag, on not-found, lock and access-denied pages, in editor views, or for a
 * signed-in account unless its only website role is VIEWER.
 */
export function trackingAllowed(facts: PageFacts, pathname: string, restrictive: boolean): boolean {
  if (restrictive || facts.censusDisabled) return false;
  if (facts.notFound || facts.lockScreen || facts.accessDenied) return false;
  if (isConfigPath(pathname)) return false;
  return facts.account === 'none' || facts.account === 'viewer';
}

/** A page view is recorded where tracking is allowed, except on the search page. */
export function pageViewAllowed(facts: PageFacts, pathname: string, restrictive: boolean): boolean {
  return trackingAllowed(facts, pathname, restrictive) && !facts.searchPage;
}
