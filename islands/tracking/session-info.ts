/**
 * The visitor's session as tracking knows it (001 §4, §9): a session id made once per browser
 * session and kept in a session cookie; whether this page is the session's first landing
 * (session storage) and whether this is the visitor's first session (local storage); the
 * analytics id in its own 390-day cookie and in local storage under a key with that expiry.
 * Pure but for what `SessionDeps` hands in, so it is tested without a browser.
 */
import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_MAX_AGE_S,
  FIRST_LANDING_KEY,
  FIRST_SESSION_KEY,
  SESSION_ID_COOKIE,
  TRACKING_MESSAGES,
} from '../../domain/tracking/constants.js';
import { readStored, writeStored, type Warn } from './visitor-storage.js';

export interface SessionDeps {
  local: Storage | undefined;
  session: Storage | undefined;
  readCookie: (name: string) => string | undefined;
  /** No max age: a cookie of the browser session. */
  writeCookie: (name: string, value: string, maxAgeSeconds?: number) => void;
  newId: () => string;
  now: number;
  warn: Warn;
}

export interface SessionState {
  sessionId: string;
  analyticsId: string;
  /** The first page of this browser session. */
  firstLanding: boolean;
  /** This is the visitor's first session (every page of it). */
  firstSession: boolean;
}

const ID = /^[A-Za-z0-9_-]{8,64}$/;
const valid = (id: string | undefined): id is string => id !== undefined && ID.test(id);

export function sessionState(deps: SessionDeps): SessionState {
  const known = deps.readCookie(SESSION_ID_COOKIE);
  const sessionId = valid(known) ? known : deps.newId();
  if (sessionId !== known) deps.writeCookie(SESSION_ID_COOKIE, sessionId);

  const landedIn = readStored(deps.session, FIRST_LANDING_KEY, deps.now);
  const firstLanding = landedIn !== sessionId;
  if (firstLanding) writeStored(deps.session, FIRST_LANDING_KEY, sessionId);

  const firstSessionId = readStored(deps.local, FIRST_SESSION_KEY, deps.now);
  if (firstSessionId === undefined) writeStored(deps.local, FIRST_SESSION_KEY, sessionId);
  const firstSession = firstSessionId === undefined || firstSessionId === sessionId;

  return { sessionId, analyticsId: analyticsIdOf(deps), firstLanding, firstSession };
}

function analyticsIdOf(deps: SessionDeps): string {
  const fromCookie = deps.readCookie(ANALYTICS_ID_COOKIE);
  const fromStorage = readStored(deps.local, ANALYTICS_ID_KEY, deps.now);
  const id = valid(fromCookie) ? fromCookie : valid(fromStorage) ? fromStorage : deps.newId();
  // Both are renewed on each visit, so the 390 days run from the last one.
  deps.writeCookie(ANALYTICS_ID_COOKIE, id, ANALYTICS_ID_MAX_AGE_S);
  if (!writeStored(deps.local, ANALYTICS_ID_KEY, id, deps.now + ANALYTICS_ID_MAX_AGE_S * 1000)) deps.warn(TRACKING_MESSAGES.analyticsId);
  return id;
}
