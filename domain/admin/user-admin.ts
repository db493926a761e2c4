/**
 * Users and roles, shared by the admin's screens and the server: who may manage users and read
 * the audit log (ADMIN only), the roles an invitation or a role change may give, the bodies of
 * those calls, and the password rule of every password a person sets here.
 */
import { z } from 'zod';
import { ADMIN_ROLE, holdsAdmin, UserRole, type SiteUserRole } from '../enums/user-role.js';
import { EMAIL_ADDRESS } from '../email-address.js';

/** Users & roles and the audit log belong to the shop's ADMINs only. */
export const USER_ADMIN_ROLE: SiteUserRole = ADMIN_ROLE;

export const mayManageUsers = holdsAdmin;

/** The roles the admin opens, offered when inviting or changing a user's roles. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'EDITOR', 'VIEWER', 'REPORTING'] as const satisfies readonly SiteUserRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<AssignableRole, string>> = {
  ADMIN: 'Administrator: everything, including users and the audit log',
  WEBSITE_MANAGER: 'Website manager: content, templates, store and settings',
  STORE_MANAGER: 'Store manager: products, inventory and orders',
  EDITOR: 'Editor: content and templates',
  VIEWER: 'Viewer: reads everything, changes nothing',
  REPORTING: 'Reporting: reads everything, changes nothing',
};

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const newPasswordSchema = z
  .string({ required_error: 'Please choose a password.', invalid_type_error: 'The password must be text.' })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${String(MIN_PASSWORD_LENGTH)} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `The password may be at most ${String(MAX_PASSWORD_LENGTH)} characters long.`);

const email = z
  .string({ required_error: 'Please enter an email address.', invalid_type_error: 'The email must be text.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an email address.')
  .max(254, 'The email address is too long.')
  .regex(EMAIL_ADDRESS, 'Please enter a valid email address.');

const roles = z
  .array(z.enum(ASSIGNABLE_ROLES, { errorMap: () => ({ message: `Each role must be one of ${ASSIGNABLE_ROLES.join(', ')}.` }) }), {
    required_error: 'Choose at least one role.',
    invalid_type_error: 'The roles must be a list.',
  })
  .min(1, 'Choose at least one role.')
  .max(ASSIGNABLE_ROLES.length, 'Too many roles.');

export const inviteSchema = z.object({ email, roles }).strict();
export const rolesSchema = z.object({ roles }).strict();
/** A reset link asked for by email; `captcha` is the token of the site's captcha (purpose `password-reset`) when it has one. */
export const resetRequestSchema = z
  .object({
    email,
    captcha: z.string({ invalid_type_error: 'The captcha must be text.' }).max(4096, 'The captcha is not valid.').optional(),
    crumb: z.string().max(100).optional(),
  })
  .strict();

const token = z.string({ required_error: 'The link is missing its token.', invalid_type_error: 'The token must be text.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');

export const setPasswordSchema = z.object({ token, password: newPasswordSchema, crumb: z.string().max(100).optional() }).strict();

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ required_error: 'Please enter your current password.', invalid_type_error: 'The current password must be text.' }).min(1, 'Please enter your current password.').max(MAX_PASSWORD_LENGTH, 'The current password is too long.'),
    newPassword: newPasswordSchema,
  })
  .strict();

export function isKnownRole(value: string): boolean {
  return UserRole.has(value);
}

/** A user as the Users screen shows them. */
export interface UserRow {
  id: string;
  email: string;
  roles: string[];
  created: number;
  lastSignIn: number | null;
  status: 'active';
}

export interface InvitationRow {
  id: string;
  email: string;
  roles: string[];
  invitedBy: string;
  created: number;
  expires: number;
  status: 'pending' | 'expired';
}

export interface UsersAnswer {
  users: UserRow[];
  invitations: InvitationRow[];
  /** The caller's own id, so the screen marks "you". */
  you: string;
}

/** A session as "your sessions" shows it. */
export interface SessionRow {
  id: string;
  created: number;
  lastSeen: number | null;
  address: string | null;
  device: string;
  current: boolean;
}
