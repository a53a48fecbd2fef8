import 'server-only';
import type { z } from 'zod';
import { ERROR_CODES, type FieldIssue } from '@/lib/contract';
import { ApiError } from '@/lib/bff/http/api-error';
import { readLimitedText } from '@/lib/bff/http/limited-body';
import { assertJsonMediaType, parseJsonText } from '@/lib/bff/http/route-handler';

/** A body whose every field is optional may be left out altogether; it then counts as `{}`. */
export async function parseOptionalJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const text = await readLimitedText(request);
  // A schema failure thrown here becomes the same 422 that parseJsonBody gives.
  if (text.trim() === '') return schema.parse({});
  assertJsonMediaType(request);
  return parseJsonText(text, schema);
}

/** Content the service would refuse with 400 `error.partner.validation`, refused here first in the same form. */
export function throwIfContentIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  throw new ApiError({
    status: 400,
    code: ERROR_CODES.partnerValidation,
    message: `Please check: ${issues.map((issue) => `${issue.path} (${issue.message})`).join('; ')}.`,
    data: { fields: issues },
  });
}
