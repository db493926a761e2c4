import { describe, expect, it } from 'vitest';
import { isStoreError } from '../../../site/db/errors.js';
import { FORM_KEY_TTL_MS, issueFormSubmissionKey, listFormSubmissions, saveFormSubmission } from '../../../site/db/forms.js';
import { setStock } from '../../../site/db/catalog.js';
import { markOutboxFailed, markOutboxSent, pendingOutbox } from '../../../site/db/outbox.js';
import {
  InvalidCursorError, listRestockGroups, listRestockSignups, sendAllRestockNotifications, sendRestockNotifications, signUpForRestock,
} from '../../../site/db/restock.js';
import { getSetting, putSetting } from '../../../site/db/settings.js';
import { countTrackingEvents, recordTrackingEvent } from '../../../site/db/tracking.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

describe('form submissions', () => {
  it('store a submission once per key', async () => {
    const key = await issueFormSubmissionKey(temp.store, 'v1');
    const submission = { key, formId: 'contact', data: { name: ['Ada', 'L'] }, page: { pagePath: '/contact' }, visitorId: 'v1' };
    expect(await saveFormSubmission(temp.store, submission)).toMatchObject({ saved: true });
    expect(await saveFormSubmission(temp.store, submission)).toEqual({ saved: false, reason: 'invalid-key' });
    expect(await saveFormSubmission(temp.store, { ...submission, key: 'made-up' })).toEqual({ saved: false, reason: 'invalid-key' });
    const stored = await listFormSubmissions(temp.store, 'contact');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ formId: 'contact', data: { name: ['Ada', 'L'] }, page: { pagePath: '/contact' }, visitorId: 'v1' });
  });

  it('refuse a key past its lifetime, storing nothing', async () => {
    const key = await issueFormSubmissionKey(temp.store, null);
    const later = Date.now() + FORM_KEY_TTL_MS + 1;
    expect(await saveFormSubmission(temp.store, { key, formId: 'f', data: {}, page: {}, visitorId: null }, later)).toMatchObject({ saved: false });
    expect(await listFormSubmissions(temp.store, 'f')).toEqual([]);
  });
});

describe('restock sign-ups', () => {
  const tee = { productId: 'tee', variantId: 'tee-v2' };

  it('need a product and a variant of it', async () => {
    const code = (e: unknown) => (isStoreError(e) ? e.code : e);
    expect(await signUpForRestock(temp.store, { productId: 'nope', variantId: 'tee-v2', email: 'a@b.co', joinMailingList: false }).catch(code)).toBe('unknown-item');
    expect(await signUpForRestock(temp.store, { productId: 'tee', variantId: 'ebook-v1', email: 'a@b.co', joinMailingList: false }).catch(code)).toBe('unknown-variant');
  });

  it('a sign-up whose email the mailer gave up on keeps waiting and is queued again by the next send', async () => {
    await setStock(temp.store, 'TEE-M', 1);
    await signUpForRestock(temp.store, { ...tee, email: 'reader@example.com', joinMailingList: false });
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 1, skipped: 0 });
    const [message] = await pendingOutbox(temp.store);
    await markOutboxFailed(temp.store, message!.id, 'mailbox unavailable', undefined);
    expect((await listRestockSignups(temp.store, tee)).signUps.map((s) => s.notified)).toEqual([null]);
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 1, skipped: 0 });
    const again = (await pendingOutbox(temp.store)).filter((m) => m.id !== message!.id);
    expect(again).toHaveLength(1);
    await markOutboxSent(temp.store, again[0]!.id);
    expect((await listRestockSignups(temp.store, tee)).signUps.map((s) => s.notified === null)).toEqual([false]);
  });

  it('are grouped and paged by cursor, then notified through the outbox once', async () => {
    for (let i = 0; i < 5; i++) await signUpForRestock(temp.store, { ...tee, email: `Buyer${i}@Example.com`, joinMailingList: i === 0 });
    await signUpForRestock(temp.store, { ...tee, email: 'buyer0@example.com', joinMailingList: true });
    await signUpForRestock(temp.store, { productId: 'engraved', variantId: 'engraved-v1', email: 'x@y.org', joinMailingList: false });

    const first = await listRestockGroups(temp.store, { limit: 1 });
    expect(first.signUpGroups).toEqual([{ productId: 'engraved', variantId: 'engraved-v1', sku: 'engraved', productName: 'Engraved pen', pendingCount: 1, totalCount: 1 }]);
    expect(first.hasNextPage).toBe(true);
    const second = await listRestockGroups(temp.store, { limit: 1, cursor: first.nextPageCursor! });
    expect(second).toMatchObject({ signUpGroups: [{ productId: 'tee', variantId: 'tee-v2', pendingCount: 5, totalCount: 5 }], hasNextPage: false, nextPageCursor: null });

    const emails: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRestockSignups(temp.store, { ...tee, limit: 2, cursor });
      emails.push(...page.signUps.map((s) => s.email));
      cursor = page.nextPageCursor ?? undefined;
    } while (cursor);
    expect(emails.sort()).toEqual(['buyer0@example.com', 'buyer1@example.com', 'buyer2@example.com', 'buyer3@example.com', 'buyer4@example.com']);
    await expect(listRestockSignups(temp.store, { ...tee, cursor: 'garbage' })).rejects.toBeInstanceOf(InvalidCursorError);

    // restock notice for a variant still at stock 0: nothing is queued, the sign-ups keep waiting.
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 0, skipped: 5 });
    expect(await pendingOutbox(temp.store)).toHaveLength(0);
    await setStock(temp.store, 'TEE-M', 2);
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 5, skipped: 0 });
    // Queued, not yet delivered: not queued twice, and still waiting.
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 0, skipped: 0 });
    expect(await sendAllRestockNotifications(temp.store, [tee, { productId: 'engraved', variantId: 'engraved-v1' }])).toEqual({ queued: 1, skipped: 0 });
    const outbox = await pendingOutbox(temp.store);
    expect(outbox).toHaveLength(6);
    expect(outbox[0]).toMatchObject({ kind: 'restock', payload: { productId: 'tee', variantId: 'tee-v2', sku: 'TEE-M', productName: 'Tee', variantName: 'Size: M' } });
    expect((await listRestockGroups(temp.store)).signUpGroups.map((g) => g.pendingCount)).toEqual([1, 5]);
    // Marked notified only once its message is delivered.
    for (const message of outbox) await markOutboxSent(temp.store, message.id);
    expect(await pendingOutbox(temp.store)).toHaveLength(0);
    expect((await listRestockGroups(temp.store)).signUpGroups.map((g) => g.pendingCount)).toEqual([0, 0]);
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 0, skipped: 0 });
  });
});

describe('tracking and settings', () => {
  it('tracking records are stored and never throw', async () => {
    expect(await recordTrackingEvent(temp.store, 'RecordHit', { pagePath: '/' }, 'v1')).toBe(true);
    expect(await recordTrackingEvent(temp.store, 'RecordEvent', { big: 'x'.repeat(20_000) })).toBe(true);
    expect(await countTrackingEvents(temp.store)).toBe(2);
    expect(await countTrackingEvents(temp.store, 'RecordHit')).toBe(1);
    await temp.store.close();
    expect(await recordTrackingEvent(temp.store, 'RecordHit', {})).toBe(false);
    await temp.reopen();
  });

  it('settings round-trip as JSON', async () => {
    expect(await getSetting(temp.store, 'header-footer')).toBeUndefined();
    await putSetting(temp.store, 'header-footer', { header: { a: 1 }, footer: null });
    await putSetting(temp.store, 'header-footer', { header: { a: 2 }, footer: null });
    expect(await getSetting(temp.store, 'header-footer')).toEqual({ header: { a: 2 }, footer: null });
  });
});
