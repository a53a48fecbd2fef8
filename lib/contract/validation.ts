import { z } from 'zod';

/** One failed field of a request, as carried in `data.fields` of 422 and 400 validation errors. */
export const fieldIssueSchema = z
  .looseObject({
    path: z.string(),
    message: z.string(),
  })
  .meta({ id: 'FieldIssue' });

export type FieldIssue = z.infer<typeof fieldIssueSchema>;

const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

function joinPath(segments: readonly PropertyKey[], prefix: string | undefined): string {
  const parts = [...(prefix ? [prefix] : []), ...segments.map(String)];
  return parts.join('.');
}

/**
 * Flattens a zod error into the wire list of `{path, message}`, with dot-joined paths.
 * An unknown-keys issue names the object, so it is split into one issue per unknown field.
 * `prefix` places the issues under a name, such as a header or query parameter.
 */
export function toFieldIssues(error: z.core.$ZodError, options: { prefix?: string } = {}): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath([...issue.path, key], options.prefix),
        message: UNKNOWN_FIELD_MESSAGE,
      }));
    }
    return [{ path: joinPath(issue.path, options.prefix), message: issue.message }];
  });
}

/** For `when` of a refinement: run only once everything before it passed, so one mistake is reported once. */
export function hasNoPriorIssues(payload: z.core.ParsePayload): boolean {
  return payload.issues.length === 0;
}
