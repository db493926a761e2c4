import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVisitorRecord,
  nextVisitorState,
  parseVisitorRecord,
  parseVisitTime,
  MAX_COOKIE_INTEGER,
  VISITOR_RECORD_PATTERN,
  type VisitorRecord,
} from './visitor-cookie.js';

const positive = fc.integer({ min: 1, max: MAX_COOKIE_INTEGER });
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const record = fc.record({ id, firstVisit: positive, previousVisit: positive, currentVisit: positive, visitCount: positive });

describe('the visitor-record cookie (spec 000 §5)', () => {
  it('reads back what it wrote', () => {
    fc.assert(fc.property(record, (r) => {
        expect(parseVisitorRecord(formatVisitorRecord(r))).toEqual(r);
      }));
  });

  it('rejects anything the pattern does not match', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (!VISITOR_RECORD_PATTERN.test(s)) expect(parseVisitorRecord(s)).toBeUndefined();
      }),
    );
  });

  it('is an id followed by four positive integers separated by bars', () => {
    expect(parseVisitorRecord('abc-1|1700000000000|1700000000001|1700000000002|3')).toEqual({
      id: 'abc-1', firstVisit: 1700000000000, previousVisit: 1700000000001, currentVisit: 1700000000002, visitCount: 3,
    });
    for (const bad of [undefined, '', 'abc', 'abc|1|2|3', 'abc|1|2|3|4|5', 'abc|0|2|3|4', 'abc|1|2|3|-4', 'abc|1|2|3|04', '|1|2|3|4', 'a b|1|2|3|4', 'abc|1.5|2|3|4', 'abc|1|2|3|4 ']) {
      expect(parseVisitorRecord(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('the visit-time cookie', () => {
  it('is a positive integer', () => {
    fc.assert(fc.property(positive, (n) => {
        expect(parseVisitTime(String(n))).toBe(n);
      }));
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', 'x', '1e5', ' 1']) expect(parseVisitTime(bad), String(bad)).toBeUndefined();
  });

  it('rejects any text that is not digits without a leading zero', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (!/^[1-9][0-9]*$/.test(s)) expect(parseVisitTime(s)).toBeUndefined();
      }),
    );
  });
});

describe('the cookies after a page load (spec 000 §4)', () => {
  const now = 1_800_000_000_000;
  const known: VisitorRecord = { id: 'v1', firstVisit: 1_700_000_000_000, previousVisit: 1_700_000_000_000, currentVisit: 1_750_000_000_000, visitCount: 4 };

  it('gives a new visitor a fresh record and time cookie', () => {
    const state = nextVisitorState(undefined, undefined, now, () => 'fresh');
    expect(state).toEqual({ record: { id: 'fresh', firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }, visitTime: now, newVisitor: true, newVisit: true });
  });

  it('treats an invalid record as a new visitor, whatever the time cookie', () => {
    expect(nextVisitorState('junk', String(now), now, () => 'fresh').newVisitor).toBe(true);
  });

  it('increments the visit count of a returning visitor whose time cookie expired', () => {
    for (const time of [undefined, 'bad']) {
      const state = nextVisitorState(formatVisitorRecord(known), time, now, () => 'never');
      expect(state.record).toEqual({ ...known, previousVisit: known.currentVisit, currentVisit: now, visitCount: 5 });
      expect(state).toMatchObject({ visitTime: now, newVisitor: false, newVisit: true });
    }
  });

  it('keeps the record within a visit and refreshes the time cookie', () => {
    const state = nextVisitorState(formatVisitorRecord(known), String(now - 60_000), now, () => 'never');
    expect(state).toEqual({ record: known, visitTime: now, newVisitor: false, newVisit: false });
  });

  it('never counts past what the cookie can hold', () => {
    const full = { ...known, visitCount: MAX_COOKIE_INTEGER };
    expect(nextVisitorState(formatVisitorRecord(full), undefined, now, () => 'never').record.visitCount).toBe(MAX_COOKIE_INTEGER);
  });

  it('always leaves cookies that parse', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), record.map(formatVisitorRecord))), fc.option(fc.string()), fc.integer({ min: 1, max: MAX_COOKIE_INTEGER }), (r, t, at) => {
        const state = nextVisitorState(r ?? undefined, t ?? undefined, at, () => 'id');
        expect(parseVisitorRecord(formatVisitorRecord(state.record))).toEqual(state.record);
        expect(parseVisitTime(String(state.visitTime))).toBe(at);
      }),
    );
  });
});
