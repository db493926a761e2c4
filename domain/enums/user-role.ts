import { enumeration } from './enumeration.js';

/** Roles a site contributor can hold, by name and number (there is no 5); what each may do: domain/admin/permissions.ts. */
export const UserRole = enumeration({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
});

/** A role by name, as users hold them (`ADMIN`, `EDITOR`…): the one role type of the server and the admin. */
export type SiteUserRole = (typeof UserRole.names)[number];

export function isSiteUserRole(value: unknown): value is SiteUserRole {
  return typeof value === 'string' && UserRole.has(value);
}

/** The shop's owner role: users and roles, the audit log, custom code approvals, code blocks. */
export const ADMIN_ROLE: SiteUserRole = 'ADMIN';

export const holdsAdmin = (roles: readonly string[]): boolean => roles.includes(ADMIN_ROLE);
