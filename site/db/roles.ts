/** The user roles of the specification's enumeration, by name and number. */
export const SITE_USER_ROLES = {
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
} as const;

export type SiteUserRole = keyof typeof SITE_USER_ROLES;

export function isSiteUserRole(value: unknown): value is SiteUserRole {
  return typeof value === 'string' && Object.hasOwn(SITE_USER_ROLES, value);
}
