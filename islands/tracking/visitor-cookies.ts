/** Sets the visitor cookies for this page load, or clears them (the five of 000 §6, the session's and the analytics id's) under the restrictive policy. */
import { clearCookie, cookie, setCookie } from './browser.js';
import { TRACKING_COOKIES, VISIT_TIME_COOKIE, VISIT_TIME_MAX_AGE_S, VISITOR_RECORD_COOKIE, VISITOR_RECORD_MAX_AGE_S } from '../../domain/tracking/constants.js';
import { formatVisitorRecord, nextVisitorState, type VisitorState } from './visitor-cookie.js';

export function clearVisitorCookies(): void {
  for (const name of TRACKING_COOKIES) clearCookie(name);
}

export function updateVisitorCookies(now = Date.now()): VisitorState {
  const state = nextVisitorState(cookie(VISITOR_RECORD_COOKIE), cookie(VISIT_TIME_COOKIE), now, newVisitorId);
  setCookie(VISITOR_RECORD_COOKIE, formatVisitorRecord(state.record), VISITOR_RECORD_MAX_AGE_S);
  setCookie(VISIT_TIME_COOKIE, String(state.visitTime), VISIT_TIME_MAX_AGE_S);
  return state;
}

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
