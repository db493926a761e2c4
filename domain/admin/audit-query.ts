/** The audit log's query, shared by its screen and the server. */
import { z } from 'zod';

const day = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `The ${what} date must be a date (YYYY-MM-DD).`).optional();

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z
  .object({
    actor: z.string().trim().toLowerCase().max(254, 'The user is too long.').optional(),
    action: z.string().regex(/^[a-z-]{1,60}$/, 'The action is not one the log records.').optional(),
    /** Entries from the start of this day (UTC)… */
    from: day('from'),
    /** …to the end of this one (UTC). */
    to: day('to'),
    cursor: z.string().min(1).max(200, 'The page cursor is not valid.').optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One recorded change: who, what, when, from where, and how the call ended. */
export interface AuditEntry {
  id: string;
  at: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  method: string;
  route: string;
  status: number;
  address: string;
  userAgent: string;
}

/** An entry as the screen shows it: the browser and device named instead of the user agent. */
export type AuditRow = Omit<AuditEntry, 'actorId' | 'userAgent'> & { device: string };

export interface AuditAnswer {
  entries: AuditRow[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
  actions: string[];
  actors: string[];
}
