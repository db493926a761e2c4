/**
 * The visitor cookies' values (spec 000 §5): the record is an id followed by four positive
 * integers separated by bars — first visit, previous visit, current visit (ms) and the visit
 * count — and the visit time is a positive integer (the last activity, ms).
 */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

/** Integers of at most 15 digits: exact in a JavaScript number. */
export const MAX_COOKIE_INTEGER = 999_999_999_999_999;
const INT = '([1-9][0-9]{0,14})';
export const VISITOR_RECORD_PATTERN = new RegExp(`^([A-Za-z0-9_-]{1,64})\\|${INT}\\|${INT}\\|${INT}\\|${INT}$`);
export const VISIT_TIME_PATTERN = /^[1-9][0-9]{0,14}$/;

export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  const m = value === undefined ? null : VISITOR_RECORD_PATTERN.exec(value);
  if (!m) return undefined;
  const [, id, first, previous, current, count] = m;
  return { id: id!, firstVisit: Number(first), previousVisit: Number(previous), currentVisit: Number(current), visitCount: Number(count) };
}

export function formatVisitorRecord(r: VisitorRecord): string {
  return [r.id, r.firstVisit, r.previousVisit, r.currentVisit, r.visitCount].join('|');
}

export function parseVisitTime(value: string | undefined): number | undefined {
  return value !== undefined && VISIT_TIME_PATTERN.test(value) ? Number(value) : undefined;
}

export interface VisitorState {
  record: VisitorRecord;
  /** The visit-time cookie's new value. */
  visitTime: number;
  /** No valid record: a fresh one was made. */
  newVisitor: boolean;
  /** A new visit began (a new visitor, or the visit-time cookie had expired). */
  newVisit: boolean;
}

/**
 * The cookies after this page load (§4): a new visitor gets a fresh record; a returning one
 * whose visit-time cookie expired (absent or invalid) starts a new visit, the count incremented.
 */
export function nextVisitorState(recordCookie: string | undefined, timeCookie: string | undefined, now: number, newId: () => string): VisitorState {
  const record = parseVisitorRecord(recordCookie);
  if (!record) {
    return { record: { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }, visitTime: now, newVisitor: true, newVisit: true };
  }
  if (parseVisitTime(timeCookie) !== undefined) return { record, visitTime: now, newVisitor: false, newVisit: false };
  const next = { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: Math.min(record.visitCount + 1, MAX_COOKIE_INTEGER) };
  return { record: next, visitTime: now, newVisitor: false, newVisit: true };
}
