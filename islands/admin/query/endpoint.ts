/**
 * One admin API call described once: its method, its address built from typed parameters, and the
 * types of what it sends and answers. Screens call `api.<name>` (api.ts) instead of writing paths.
 */
import type { ApiResult } from '../../shared/api-request.js';
import { adminRequest } from '../admin-api.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<Params, Body, Answer> {
  readonly method: Method;
  readonly path: (params: Params) => string;
  /** A POST that changes nothing (a preview): the cached reads stay fresh. */
  readonly keepsData?: boolean;
  /** Types only: never set. */
  readonly types?: { params: Params; body: Body; answer: Answer };
}

/** The arguments after the endpoint: none for an endpoint without parameters. */
export type ParamsArg<Params> = [Params] extends [void] ? [] : [Params];

const make =
  (method: Method) =>
  <Answer, Params = void, Body = undefined>(path: string | ((params: Params) => string)): Endpoint<Params, Body, Answer> => ({
    method,
    path: typeof path === 'string' ? () => path : path,
  });

export const get = make('GET');
export const post = make('POST');
export const put = make('PUT');
export const del = make('DELETE');

/** A path segment from a value the user or the server chose. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** A query string (with its `?`) of the values set; empty when none is. */
export function query(values: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function pathOf<P, B, A>(endpoint: Endpoint<P, B, A>, ...params: ParamsArg<P>): string {
  return endpoint.path(params[0] as P);
}

/** Sends the call (xsrf header, 401 and re-authentication handled by `adminRequest`). */
export function callApi<P, B, A>(
  endpoint: Endpoint<P, B, A>,
  params: P,
  body?: B,
  signal?: AbortSignal,
): Promise<ApiResult<A>> {
  return adminRequest<A>(endpoint.path(params), {
    method: endpoint.method,
    keepsData: endpoint.keepsData === true,
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
  });
}
