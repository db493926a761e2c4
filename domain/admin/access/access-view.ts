/** The admin's "Site access" screen: what it reads and the changes it sends (shared by the form and the server). */
import { z } from 'zod';
import { isAccessScope, newPasswordSchema } from '../../site-access/access.js';

export interface LockView {
  scope: string;
  title: string;
  url: string;
  kind: 'site' | 'page' | 'collection';
  locked: boolean;
  /** When its password was last set (ms), or null. */
  updatedAt: number | null;
}

export interface AccessView {
  site: LockView;
  pages: LockView[];
  collections: LockView[];
}

const scope = z.string({ required_error: 'Name what to lock.' }).refine(isAccessScope, 'The lock is not known.');

export const setLockSchema = z.object({ scope, password: newPasswordSchema }).strict();
export const clearLockSchema = z.object({ scope }).strict();
