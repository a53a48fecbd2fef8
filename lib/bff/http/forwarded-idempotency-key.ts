import 'server-only';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, toFieldIssues } from '@/lib/contract';
import { ApiError } from '@/lib/bff/http/api-error';
import { sha256Hex } from '@/lib/bff/crypto/sha256';
import { newIdempotencyKey } from '@/lib/service';

/**
 * The key forwarded with a mutation. A key from the browser marks a repeat of the same user action (a
 * double-click, a retry) and is reused as given, scoped to `namespace` so that one account's keys can never
 * meet another's; it is hashed, which keeps it within 255 characters and the account id out of the service.
 * Without one, every request is its own action.
 */
export function resolveIdempotencyKey(request: Request, { namespace }: { namespace: string }): string {
  const sent = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (sent === null) return newIdempotencyKey();
  const parsed = idempotencyKeySchema.safeParse(sent);
  if (!parsed.success) {
    throw new ApiError({
      status: 422,
      code: ERROR_CODES.validation,
      message: `The ${IDEMPOTENCY_KEY_HEADER} header is not valid.`,
      data: { fields: toFieldIssues(parsed.error, { prefix: IDEMPOTENCY_KEY_HEADER }) },
    });
  }
  return `bff-${sha256Hex(`${namespace}:${parsed.data}`)}`;
}

/** Keys of a patient's own actions. */
export function patientKeyNamespace(patientAccountId: string): string {
  return patientAccountId;
}

/** Keys of a staff member's actions on one patient, apart from the patient's own. */
export function staffKeyNamespace({
  staffAccountId,
  patientAccountId,
}: {
  staffAccountId: string;
  patientAccountId: string;
}) {
  return `staff:${staffAccountId}:${patientAccountId}`;
}
