import { z } from 'astro/zod';
import { ApiError } from './api-error.js';

/** The input as the schema reads it, or a 400 naming every wrong field. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
  const message = [...new Set(issues.map((i) => i.message))].join(' ');
  throw new ApiError(400, 'invalid-input', message, issues);
}

/** A JSON body must be an object. */
export const objectBody = z.record(z.unknown(), { invalid_type_error: 'The request body must be a JSON object.' });
