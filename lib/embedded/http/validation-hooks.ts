import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { toFieldIssues, type FieldIssue } from '@/lib/contract';
import { ServiceFailure } from './service-failure';

type ValidationResult<T> = { target: keyof ValidationTargets } & (
  { success: true; data: T } | { success: false; error: z.core.$ZodError }
);

/**
 * Query parsing drops a parameter with an empty name (`?=x`); on an operation that takes a query it is
 * an unknown parameter like any other (docs/decisions/0001), so it is looked for in the raw URL.
 */
function emptyQueryNameIssues(url: string): FieldIssue[] {
  const names = [...new URL(url).searchParams.keys()];
  return names.includes('') ? [{ path: '', message: 'Unknown field' }] : [];
}

/** Shape failures of bodies, queries, params and headers: 422 with the failing fields. */
export function shapeValidationHook<T>(result: ValidationResult<T>, c: Context): undefined {
  const extraIssues = result.target === 'query' ? emptyQueryNameIssues(c.req.url) : [];
  if (result.success && extraIssues.length === 0) return undefined;
  throw new ServiceFailure('error.validation', 'The request failed validation', {
    fields: [...(result.success ? [] : toFieldIssues(result.error)), ...extraIssues],
  });
}

/**
 * Chat and stream bodies (docs/decisions/0001): a body whose only failures are text formats, such as a
 * control character in `userInput`, is content that fails validation, 400 `error.partner.validation`.
 * Anything else (a wrong type, an unknown field, a bad path parameter) is a shape failure, 422.
 */
export function chatContentValidationHook<T>(result: ValidationResult<T>, c: Context): undefined {
  if (result.success) return undefined;
  const contentOnly =
    result.target === 'json' &&
    result.error.issues.every((issue) => issue.code === 'invalid_format' || issue.code === 'custom');
  if (!contentOnly) return shapeValidationHook(result, c);
  throw new ServiceFailure('error.partner.validation', 'The chat request failed validation', {
    fields: toFieldIssues(result.error),
  });
}
