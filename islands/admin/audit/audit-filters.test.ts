// The audit log screen's query leaves out empty filters and encodes the rest; actions read as words.
import { describe, expect, it } from 'vitest';
import { actionLabel, auditQuery, NO_FILTERS } from './audit-filters.js';

describe('auditQuery', () => {
  it('is the bare call without filters or cursor', () => {
    expect(auditQuery(NO_FILTERS, null)).toBe('/api/admin/audit');
  });

  it('carries the filters set and the cursor, encoded', () => {
    expect(auditQuery({ actor: 'a+b@shop.test', action: 'sign-in', from: '2026-11-01', to: '' }, 'abc=')).toBe(
      '/api/admin/audit?actor=a%2Bb%40shop.test&action=sign-in&from=2026-11-01&cursor=abc%3D',
    );
  });
});

describe('actionLabel', () => {
  it('reads an action as words, and the generic entry as an admin change', () => {
    expect(actionLabel('sign-in-failed')).toBe('Sign in failed');
    expect(actionLabel('admin-write')).toBe('Admin change');
  });
});
