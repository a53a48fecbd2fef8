import 'server-only';
import { z } from 'zod';
import { ERROR_CODES, isKnownErrorCode, REQUEST_ID_HEADER, toFieldIssues } from '@/lib/contract';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';
import { ServiceError } from '@/lib/service';
import { ApiError } from '@/lib/bff/http/api-error';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { RETRY_LATER, mapClientServiceError } from '@/lib/bff/http/service-error-messages';

/** The error the browser sees for a failed service call. */
export function fromServiceError(error: ServiceError): ApiError {
  if (error.status === 404) {
    return new ApiError({
      status: 404,
      code: isKnownErrorCode(error.code) ? error.code : ERROR_CODES.notFound,
      message: 'Not found',
    });
  }
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
  return mapClientServiceError(error);
}

/** nginx's "client closed request": the status of an answer to a browser that has gone. */
export const CLIENT_CLOSED_REQUEST = 499;

/** The request was aborted under the handler: Next's ResponseAborted, or an AbortError from a read. */
function isBrowserGone(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ResponseAborted' || error.name === 'AbortError');
}

/** Any thrown value as a response; never reveals internals, and logs what it does not recognise. */
export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) return error.toResponse(requestId);
  if (ServiceError.isServiceError(error)) {
    const apiError = fromServiceError(error);
    const serviceRequestId = error.requestId ?? requestId;
    // The service's code goes to the log only; the browser got the BFF's. Its words stay out of the log:
    // a validation message may echo what the patient typed. A 404 is an everyday answer (a foreign or
    // absent id) and says nothing worth keeping.
    if (error.status !== 404) {
      const line = {
        requestId,
        upstreamRequestId: serviceRequestId,
        upstreamStatus: error.status,
        upstreamCode: error.code,
      };
      if (apiError.status >= 500 || error.status === 401) bffLog.error(line, 'service call failed');
      else bffLog.warn(line, 'service call failed');
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
  if (isBrowserGone(error)) {
    // Nobody reads this answer, and a browser that stops a turn or leaves a page is no fault to log.
    return new Response(null, { status: CLIENT_CLOSED_REQUEST, headers: { [REQUEST_ID_HEADER]: requestId } });
  }
  bffLog.error({ requestId, error: loggableError(error) }, 'unexpected error');
  return new ApiError({
    status: 500,
    code: ERROR_CODES.internal,
    message: 'Something went wrong.',
  }).toResponse(requestId);
}
