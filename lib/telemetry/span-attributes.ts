/** The request id the BFF answers with (`X-Request-Id`), so that a trace and the logs can be matched. */
export const REQUEST_ID_SPAN_ATTRIBUTE = 'consultation.request_id';

/** The service's request id for a call, as its reply names it. */
export const SERVICE_REQUEST_ID_SPAN_ATTRIBUTE = 'consultation.service.request_id';
