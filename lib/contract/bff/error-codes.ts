import { type ErrorCode } from '@/lib/contract/error-codes';

/** Codes the BFF itself sends to the browser, besides those it relays from the service. */
export const BFF_ERROR_CODES = {
  authRequired: 'error.auth.required',
  authForbidden: 'error.auth.forbidden',
  invalidCredentials: 'error.auth.invalid_credentials',
  /** 400: a password change whose current password is not the account's. */
  wrongCurrentPassword: 'error.auth.wrong_current_password',
  rateLimited: 'error.auth.rate_limited',
  accountExists: 'error.account.exists',
  /** 400: a password reset's link or code that is wrong, used, replaced or past its 30 minutes. */
  passwordResetInvalid: 'error.password_reset.invalid',
  csrf: 'error.csrf',
  payloadTooLarge: 'error.payload_too_large',
  staffSelfChange: 'error.staff.self_change',
  faultsUnavailable: 'error.staff.faults_unavailable',
  /** 409: a work-queue item another staff member took; only an admin reassigns it. */
  workQueueTaken: 'error.work_queue.taken',
  fhirDocumentNotReady: 'error.fhir.document_not_ready',
  fhirExportGone: 'error.fhir.export_gone',
  insideNoticeWindow: 'error.appointment.inside_notice_window',
  instanceNotReady: 'error.instance.not_ready',
  /** 429: the patient already has the most chat streams open at once; one must end first. */
  tooManyStreams: 'error.chat.too_many_streams',
} as const;

export type BffErrorCode = (typeof BFF_ERROR_CODES)[keyof typeof BFF_ERROR_CODES];

/** Codes the service client raises itself when the service cannot answer; the service never sends them. */
export const CLIENT_ERROR_CODES = {
  badResponse: 'error.bad_response',
  network: 'error.network',
  artifactTimeout: 'error.artifact.timeout',
  badRequest: 'error.bad_request',
  /** 429 from the service, and the BFF's own per-account limits on expensive reads: try again later. */
  rateLimited: 'error.rate_limited',
  badGateway: 'error.bad_gateway',
  gatewayTimeout: 'error.gateway_timeout',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** The code of the `error` event the BFF appends when a relayed chat stream breaks off. */
export const STREAM_INTERRUPTED_CODE = 'stream_interrupted';

/** Every code the browser can receive from the BFF: relayed from the service, the BFF's own, or the client's. */
export type BrowserErrorCode = ErrorCode | BffErrorCode | ClientErrorCode | typeof STREAM_INTERRUPTED_CODE;
