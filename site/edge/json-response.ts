import type { ApiIssue } from './api-error.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A JSON answer; API answers are never cached (they depend on the visitor's cookies). */
export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * The error body of every API call: `message` (what the storefront shows; also as `error`, which
 * the form calls read), a stable `code`, `issues` naming each wrong input, and the request's id
 * (`requestId`, as on the server's log lines) for the visitor to quote.
 */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  issues: readonly ApiIssue[] = [],
  headers: Readonly<Record<string, string>> = {},
  requestId?: string,
): Response {
  const body = { error: message, message, code, ...(issues.length > 0 ? { issues } : {}), ...(requestId ? { requestId } : {}) };
  return jsonResponse(body, status, headers);
}
