import 'server-only';
import { z } from 'zod';
import {
  ERROR_CODES,
  idempotencyConflictDataSchema,
  prerequisitesErrorDataSchema,
  toFieldIssues,
} from '@/lib/contract';
import { CLIENT_ERROR_CODES, ServiceError } from '@/lib/service';
import { ApiError } from './api-error';

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

function describeMissing(data: unknown): string {
  const missing = prerequisitesErrorDataSchema.safeParse(data);
  if (!missing.success || missing.data.missing.length === 0) return '';
  return `: ${missing.data.missing.map((field) => FIELD_LABELS[field] ?? field).join(', ')}`;
}

function dataObject(data: unknown): Record<string, unknown> | undefined {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}

const RETRY_LATER = 'Please try again in a moment.';

/** Messages for people, for the codes where the service's own words would not help them. */
function messageFor(error: ServiceError): string {
  switch (error.code) {
    case ERROR_CODES.appointmentPrerequisites:
      return `Before booking, add your${describeMissing(error.data)}.`;
    case ERROR_CODES.pharmacyPrerequisites:
      return `Before choosing a pharmacy, add your${describeMissing(error.data)}.`;
    case ERROR_CODES.slotUnavailable:
      return 'That time is no longer available. Please choose another time.';
    case ERROR_CODES.appointmentNotBooked:
      return 'This appointment is no longer booked.';
    case ERROR_CODES.pharmacyUnknown:
      return 'That pharmacy could not be found. Please search again.';
    case ERROR_CODES.userConflict:
      return 'An account with this e-mail address or phone number already exists.';
    case ERROR_CODES.validation:
      return 'Some of the details are not valid.';
    case ERROR_CODES.forbidden:
      return 'You do not have access to this.';
    case ERROR_CODES.idempotencyConflict:
      return idempotencyConflictDataSchema.safeParse(error.data).data?.reason === 'in_progress'
        ? `This request is still being processed. ${RETRY_LATER}`
        : 'This request conflicts with an earlier one. Please reload the page and try again.';
    default:
      return error.message;
  }
}

/** The error the browser sees for a failed service call. */
export function fromServiceError(error: ServiceError): ApiError {
  if (error.status === 404) return new ApiError({ status: 404, code: error.code, message: 'Not found' });
  // The service refused our token: a deployment problem, not the browser's; its session is fine.
  if (error.status === 401) {
    return new ApiError({
      status: 502,
      code: CLIENT_ERROR_CODES.badGateway,
      message: `The consultation service is not available right now. ${RETRY_LATER}`,
    });
  }
  if (error.code === ERROR_CODES.artifactGenerationFailed) {
    // A permanent failure the interface defines, not a gateway problem: kept as the service's 500.
    return new ApiError({
      status: 500,
      code: error.code,
      message: 'This document could not be generated. The consultation itself is saved.',
    });
  }
  if (error.status === 503 || error.status === 504) {
    return new ApiError({
      status: 503,
      code: ERROR_CODES.serviceUnavailable,
      message: `The consultation service is busy or unreachable. ${RETRY_LATER}`,
      headers: { 'Retry-After': '5' },
    });
  }
  if (error.status >= 500) {
    return new ApiError({
      status: 502,
      code: CLIENT_ERROR_CODES.badGateway,
      message: `The consultation service ran into a problem. Please try again later.`,
    });
  }
  return new ApiError({
    status: error.status,
    code: error.code,
    message: messageFor(error),
    data: dataObject(error.data),
  });
}

/** Any thrown value as a response; never reveals internals, and logs what it does not recognise. */
export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) return error.toResponse(requestId);
  if (ServiceError.isServiceError(error)) {
    const apiError = fromServiceError(error);
    const serviceRequestId = error.requestId ?? requestId;
    if (apiError.status >= 500 || error.status === 401) {
      console.error(
        `[bff] ${requestId}: service call failed with ${error.status} ${error.code} (service request ${serviceRequestId}): ${error.message}`,
      );
    }
    return apiError.toResponse(serviceRequestId);
  }
  if (error instanceof z.core.$ZodError) {
    return new ApiError({
      status: 422,
      code: ERROR_CODES.validation,
      message: 'Some of the details are not valid.',
      data: { fields: toFieldIssues(error) },
    }).toResponse(requestId);
  }
  console.error(`[bff] ${requestId}: unexpected error`, error);
  return new ApiError({
    status: 500,
    code: ERROR_CODES.internal,
    message: 'Something went wrong.',
  }).toResponse(requestId);
}
