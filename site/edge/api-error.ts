import type { ApiIssue } from '../../domain/admin/api-issue.js';

export type { ApiIssue };

/** A refusal of an API call: its HTTP status, a stable code and the message shown to visitors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
