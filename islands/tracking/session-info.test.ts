import { describe, expect, it } from 'vitest';
import { sessionState, type SessionDeps } from './session-info.js';
import { memoryStorage } from './memory-storage.js';

/** One browser: its cookies (with the max age each was given), storages and a counter of ids. */
function browser(options: { refuseLocal?: boolean } = {}) {
  const cookies = new Map<string, { value: string; maxAge: number | undefined }>();
  const local = memoryStorage(options.refuseLocal);
  let session = memoryStorage();
  let ids = 0;
  const warnings: string[] = [];
  const deps = (now: number): SessionDeps => ({
    local,
    session,
    readCookie: (name) => cookies.get(name)?.value,
    writeCookie: (name, value, maxAge) => void cookies.set(name, { value, maxAge }),
    newId: () => `id-${String(++ids).padStart(8, '0')}`,
    now,
    warn: (m) => warnings.push(m),
  });
  const closeBrowser = () => {
    session = memoryStorage();
    for (const [name, c] of cookies) if (c.maxAge === undefined) cookies.delete(name);
  };
  return { cookies, local, deps, closeBrowser, warnings };
}

describe('session information (001 §4): first landing, first session, a session id kept in a cookie', () => {
  it('makes the session id once and keeps it in a session cookie', () => {
    const b = browser();
    const first = sessionState(b.deps(1));
    const second = sessionState(b.deps(2));
    expect(second.sessionId).toBe(first.sessionId);
    expect(b.cookies.get('ss_sid')).toEqual({ value: first.sessionId, maxAge: undefined });
  });

  it('marks only the session’s first page as its first landing', () => {
    const b = browser();
    expect(sessionState(b.deps(1)).firstLanding).toBe(true);
    expect(sessionState(b.deps(2)).firstLanding).toBe(false);
    b.closeBrowser();
    expect(sessionState(b.deps(3)).firstLanding).toBe(true);
  });

  it('marks every page of the visitor’s first session as the first session, and none after', () => {
    const b = browser();
    expect(sessionState(b.deps(1)).firstSession).toBe(true);
    expect(sessionState(b.deps(2)).firstSession).toBe(true);
    b.closeBrowser();
    const later = sessionState(b.deps(3));
    expect(later.firstSession).toBe(false);
  });
});

describe('the analytics id in its own 390-day cookie and stored under a key with an expiry (001 §9)', () => {
  it('keeps the same id across sessions in a cookie of 390 days and in local storage with its expiry', () => {
    const b = browser();
    const now = 1_000_000;
    const first = sessionState(b.deps(now));
    b.closeBrowser();
    expect(sessionState(b.deps(now + 1)).analyticsId).toBe(first.analyticsId);
    expect(b.cookies.get('ss_aid')).toEqual({ value: first.analyticsId, maxAge: 390 * 24 * 60 * 60 });
    expect(JSON.parse(b.local.getItem('sf:analytics-id') ?? 'null')).toEqual({ value: first.analyticsId, expires: now + 1 + 390 * 24 * 60 * 60 * 1000 });
  });

  it('takes the id back from storage when the cookie is gone, and makes a new one once the stored one expired', () => {
    const b = browser();
    const first = sessionState(b.deps(0));
    b.cookies.delete('ss_aid');
    expect(sessionState(b.deps(10)).analyticsId).toBe(first.analyticsId);
    b.cookies.delete('ss_aid');
    const afterExpiry = sessionState(b.deps(10 + 390 * 24 * 60 * 60 * 1000));
    expect(afterExpiry.analyticsId).not.toBe(first.analyticsId);
  });

  it('warns "Unable to store analyticsId" when local storage refuses it, and still keeps the cookie', () => {
    const b = browser({ refuseLocal: true });
    const state = sessionState(b.deps(0));
    expect(b.warnings).toContain('Unable to store analyticsId');
    expect(b.cookies.get('ss_aid')?.value).toBe(state.analyticsId);
  });
});
