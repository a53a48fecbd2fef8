/** Every error code either side of this repo sends or recognises. */
export const ERROR_CODES = {
  validation: 'error.validation',
  partnerValidation: 'error.partner.validation',
  malformedJson: 'error.malformed_json',
  unsupportedMediaType: 'error.unsupported_media_type',
  userConflict: 'error.user.conflict',
  unauthorized: 'error.auth.unauthorized',
  forbidden: 'error.member.forbidden',
  chatNotFound: 'error.partner.chat_not_found',
  appointmentNotFound: 'error.appointment.not_found',
  addressNotFound: 'error.address.not_found',
  artifactNotFound: 'error.artifact.not_found',
  notFound: 'error.not_found',
  methodNotAllowed: 'error.method_not_allowed',
  appointmentPrerequisites: 'error.appointment.prerequisites',
  pharmacyPrerequisites: 'error.pharmacy.prerequisites',
  pharmacyUnknown: 'error.pharmacy.unknown',
  slotUnavailable: 'error.appointment.slot_unavailable',
  appointmentNotBooked: 'error.appointment.not_booked',
  idempotencyConflict: 'error.idempotency.conflict',
  idempotencyUnavailable: 'error.idempotency.unavailable',
  artifactGenerationFailed: 'error.artifact.generation_failed',
  internal: 'error.internal',
  serviceUnavailable: 'error.service.unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_HTTP_STATUS = {
  'error.validation': 422,
  'error.partner.validation': 400,
  'error.malformed_json': 400,
  'error.unsupported_media_type': 415,
  'error.user.conflict': 400,
  'error.auth.unauthorized': 401,
  'error.member.forbidden': 403,
  'error.partner.chat_not_found': 404,
  'error.appointment.not_found': 404,
  'error.address.not_found': 404,
  'error.artifact.not_found': 404,
  'error.not_found': 404,
  'error.method_not_allowed': 405,
  'error.appointment.prerequisites': 400,
  'error.pharmacy.prerequisites': 400,
  'error.pharmacy.unknown': 400,
  'error.appointment.slot_unavailable': 400,
  'error.appointment.not_booked': 400,
  'error.idempotency.conflict': 409,
  'error.idempotency.unavailable': 503,
  'error.artifact.generation_failed': 500,
  'error.internal': 500,
  'error.service.unavailable': 503,
} as const satisfies Record<ErrorCode, number>;

const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

/** Error codes on read are open: the real service may send codes this list does not name. */
export function isKnownErrorCode(code: string): code is ErrorCode {
  return KNOWN_ERROR_CODES.has(code);
}

/** `code` of the 202 envelope while an artifact is still generating; clients must not rely on it. */
export const ARTIFACT_GENERATING_CODE = 'artifact.generating';
export const ARTIFACT_GENERATING_MESSAGE = 'Artifact is still generating';
export const ARTIFACT_GENERATING_RETRY_AFTER_SECONDS = 1;

export const IDEMPOTENCY_CONFLICT_REASONS = ['in_progress', 'payload_mismatch'] as const;
export type IdempotencyConflictReason = (typeof IDEMPOTENCY_CONFLICT_REASONS)[number];
