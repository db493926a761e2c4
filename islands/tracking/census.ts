/**
 * Census calls (spec 000 §7) for any island: each sends the visitor cookie and the page fields,
 * gives up after 2500 ms and swallows failures; none is made where tracking is not allowed.
 */
import { browserEnv, beacon, cookie, pageFacts, post, restrictive } from './browser.js';
import { ENDPOINTS, VISITOR_RECORD_COOKIE } from '../../domain/tracking/constants.js';
import { eventFields, pageViewFields, type EventFields } from './event-fields.js';
import { pageViewAllowed, trackingAllowed } from './tracking-rules.js';

type Extra = Record<string, unknown>;

/** The page fields for a census call, or undefined when tracking is not allowed here. */
export function censusFields(): EventFields | undefined {
  const facts = pageFacts();
  if (!facts || !trackingAllowed(facts, location.pathname, restrictive(facts))) return undefined;
  return eventFields(facts, browserEnv(), cookie(VISITOR_RECORD_COOKIE));
}

async function send(url: string, extra: Extra = {}): Promise<void> {
  const fields = censusFields();
  if (fields) await post(url, JSON.stringify({ ...fields, ...extra }), { 'content-type': 'application/json' });
}

export const recordButtonClick = (extra?: Extra): Promise<void> => send(ENDPOINTS.buttonClick, extra);
export const recordButtonRender = (extra?: Extra): Promise<void> => send(ENDPOINTS.buttonRender, extra);
export const recordFormRender = (formId: string, extra?: Extra): Promise<void> => send(ENDPOINTS.formRender, { ...extra, formId });
export const recordOverlay = (overlay: Extra): Promise<void> => send(ENDPOINTS.overlay, overlay);
export const recordQuickView = (itemId: string, extra?: Extra): Promise<void> =>
  send(ENDPOINTS.quickView + encodeURIComponent(itemId), extra);

/** The page view: RecordHit, form-encoded event, data (JSON) and ss_cvr, by beacon. */
export function recordPageView(): boolean {
  const facts = pageFacts();
  if (!facts || !pageViewAllowed(facts, location.pathname, restrictive(facts))) return false;
  const visitor = cookie(VISITOR_RECORD_COOKIE);
  const body = new URLSearchParams({ event: 'pageview', data: JSON.stringify(pageViewFields(facts, browserEnv(), visitor)) });
  if (visitor !== undefined) body.set(VISITOR_RECORD_COOKIE, visitor);
  beacon(ENDPOINTS.hit, body);
  return true;
}
