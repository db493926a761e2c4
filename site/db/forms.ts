import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { decodeCursor, InvalidCursorError, toPage, type Page } from './cursor.js';
import type { FormSubmissionTable } from './schema.js';
import { newId } from './ids.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

/** How long a form submission key stays usable. */
export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

/** A one-time key for one form submission (`FormSubmissionKey`'s `data.key`). */
export async function issueFormSubmissionKey(store: Store, visitorId: string | null): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await store.db.insertInto('form_submission_keys').values({ key, visitor_id: visitorId, created_at: Date.now(), used_at: null }).execute();
  return key;
}

export interface FormSubmissionInput {
  key: string;
  formId: string;
  /** Field id to sanitized value, already validated against the form. */
  data: Record<string, unknown>;
  /** The page event fields sent along. */
  page: Record<string, unknown>;
  visitorId: string | null;
  /** An email to queue with the submission (the form's notification address), in the same transaction. */
  notify?: { kind: string; recipient: string; payload: unknown } | undefined;
}

export type SubmitOutcome = { saved: true; submissionId: string } | { saved: false; reason: 'invalid-key' };

/**
 * Uses up the key and stores the submission (and its notification email, if any), all or nothing: a key that is unknown, used or
 * older than `FORM_KEY_TTL_MS` stores nothing.
 */
export async function saveFormSubmission(store: Store, input: FormSubmissionInput, now = Date.now()): Promise<SubmitOutcome> {
  return writeTransaction(store, async (trx) => {
    const used = await trx
      .updateTable('form_submission_keys')
      .set({ used_at: now })
      .where('key', '=', input.key)
      .where('used_at', 'is', null)
      .where('created_at', '>', now - FORM_KEY_TTL_MS)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { saved: false, reason: 'invalid-key' } as const;
    const submissionId = newId();
    await trx
      .insertInto('form_submissions')
      .values({
        id: submissionId,
        form_id: input.formId,
        data: JSON.stringify(input.data),
        page: JSON.stringify(input.page),
        visitor_id: input.visitorId,
        created_at: now,
      })
      .execute();
    if (input.notify) {
      await trx
        .insertInto('notification_outbox')
        .values({ id: newId(), kind: input.notify.kind, recipient: input.notify.recipient, payload: JSON.stringify({ ...(input.notify.payload as object), submissionId }), created_at: now, sent_at: null })
        .execute();
    }
    return { saved: true, submissionId } as const;
  });
}

export interface StoredSubmission {
  id: string;
  formId: string;
  data: Record<string, unknown>;
  page: Record<string, unknown>;
  visitorId: string | null;
  created: number;
}

/** A form's submissions, newest first. */
export async function listFormSubmissions(store: Store, formId: string, limit = 100): Promise<StoredSubmission[]> {
  const rows = await store.db
    .selectFrom('form_submissions')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSubmission);
}

function toSubmission(r: Selectable<FormSubmissionTable>): StoredSubmission {
  return {
    id: r.id,
    formId: r.form_id,
    data: JSON.parse(r.data) as Record<string, unknown>,
    page: JSON.parse(r.page) as Record<string, unknown>,
    visitorId: r.visitor_id,
    created: r.created_at,
  };
}

/** One page of a form's submissions, newest first (`cursor` from the previous page). */
export async function pageFormSubmissions(store: Store, formId: string, options: { cursor?: string | undefined; limit?: number } = {}): Promise<Page<StoredSubmission>> {
  const limit = options.limit ?? 50;
  let query = store.db.selectFrom('form_submissions').selectAll().where('form_id', '=', formId);
  if (options.cursor !== undefined) {
    const key = decodeCursor(options.cursor, ['number', 'string']);
    if (!key) throw new InvalidCursorError();
    const [created, id] = key as [number, string];
    query = query.where((eb) => eb.or([eb('created_at', '<', created), eb.and([eb('created_at', '=', created), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit, (r) => [r.created_at, r.id]);
  return { ...page, items: page.items.map(toSubmission) };
}

/** How many submissions each form has, and when the newest came. */
export async function countFormSubmissions(store: Store): Promise<Map<string, { count: number; latest: number }>> {
  const rows = await store.db
    .selectFrom('form_submissions')
    .select((eb) => ['form_id', eb.fn.countAll().as('n'), eb.fn.max('created_at').as('latest')])
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((r) => [r.form_id, { count: Number(r.n), latest: Number(r.latest) }]));
}
