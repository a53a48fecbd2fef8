import 'server-only';
import {
  ERROR_CODES,
  IDEMPOTENCY_CONFLICT_REASONS,
  idempotencyConflictDataSchema,
  prerequisitesErrorDataSchema,
  validationErrorDataSchema,
} from '@/lib/contract';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';
import type { ServiceError } from '@/lib/service';
import { ApiError } from '@/lib/bff/http/api-error';

export const RETRY_LATER = 'Please try again in a moment.';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  phoneNumber: 'phone number',
  dateOfBirth: 'date of birth',
  sex: 'sex',
  'address.line1': 'street address',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'ZIP code',
};

/** The missing fields the BFF knows by name; anything else the service lists is left out. */
function knownMissing(data: unknown): string[] {
  const missing = prerequisitesErrorDataSchema.safeParse(data).data?.missing ?? [];
  return missing.filter((field) => field in FIELD_LABELS);
}

function prerequisites(error: ServiceError, action: string): ApiError {
  const missing = knownMissing(error.data);
  const list = missing.length === 0 ? '' : `: ${missing.map((field) => FIELD_LABELS[field]).join(', ')}`;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: `Before ${action}, add your${list}.`,
    data: { missing },
  });
}

/** Field paths help a form point at the field; the service's words about them stay in the log. */
function validation(error: ServiceError): ApiError {
  const fields = validationErrorDataSchema.safeParse(error.data).data?.fields ?? [];
  return new ApiError({
    status: error.status,
    code: error.code,
    message: 'Some of the details are not valid.',
    data: { fields: fields.map(({ path }) => ({ path, message: 'Not accepted by the consultation service' })) },
  });
}

function idempotencyConflict(error: ServiceError): ApiError {
  const reason = idempotencyConflictDataSchema.safeParse(error.data).data?.reason;
  const known = IDEMPOTENCY_CONFLICT_REASONS.find((candidate) => candidate === reason);
  return new ApiError({
    status: error.status,
    code: error.code,
    message:
      known === 'in_progress'
        ? `This request is still being processed. ${RETRY_LATER}`
        : 'This request conflicts with an earlier one. Please reload the page and try again.',
    ...(known === undefined ? {} : { data: { reason: known } }),
  });
}

const PLAIN_MESSAGES: Partial<Record<string, string>> = {
  [ERROR_CODES.slotUnavailable]: 'That time is no longer available. Please choose another time.',
  [ERROR_CODES.appointmentNotBooked]: 'This appointment is no longer booked.',
  [ERROR_CODES.pharmacyUnknown]: 'That pharmacy could not be found. Please search again.',
  [ERROR_CODES.userConflict]: 'An account with this e-mail address or phone number already exists.',
  [ERROR_CODES.forbidden]: 'You do not have access to this.',
  [ERROR_CODES.malformedJson]: 'The request could not be read. Please reload the page and try again.',
  [ERROR_CODES.unsupportedMediaType]: 'The request could not be read. Please reload the page and try again.',
};

/**
 * A 4xx from the service (other than 401 and 404) in the BFF's own words: the codes the BFF knows keep
 * their code with its message and only the data it understands; any other code becomes
 * `error.bad_request` (or `error.rate_limited` for 429). The service's message and data never reach the
 * browser.
 */
export function mapClientServiceError(error: ServiceError): ApiError {
  switch (error.code) {
    case ERROR_CODES.appointmentPrerequisites:
      return prerequisites(error, 'booking');
    case ERROR_CODES.pharmacyPrerequisites:
      return prerequisites(error, 'choosing a pharmacy');
    case ERROR_CODES.validation:
    case ERROR_CODES.partnerValidation:
      return validation(error);
    case ERROR_CODES.idempotencyConflict:
      return idempotencyConflict(error);
  }
  const plain = PLAIN_MESSAGES[error.code];
  if (plain !== undefined) return new ApiError({ status: error.status, code: error.code, message: plain });
  if (error.status === 429) {
    return new ApiError({
      status: 429,
      code: CLIENT_ERROR_CODES.rateLimited,
      message: `The consultation service is busy. ${RETRY_LATER}`,
      headers: { 'Retry-After': '5' },
    });
  }
  return new ApiError({
    status: error.status,
    code: CLIENT_ERROR_CODES.badRequest,
    message: 'The consultation service could not do this. Please check the details and try again.',
  });
}
