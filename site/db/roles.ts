import { UserRole } from '../../domain/enums/user-role.js';

/** The user roles of the specification's enumeration, by name and number. */
export const SITE_USER_ROLES = UserRole.byName;

export type SiteUserRole = (typeof UserRole.names)[number];

export function isSiteUserRole(value: unknown): value is SiteUserRole {
  return typeof value === 'string' && UserRole.has(value);
}
