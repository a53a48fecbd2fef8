import { type ErrorCode } from '@/lib/contract/error-codes';

/** Codes the BFF itself sends to the browser, besides those it relays from the service. */
export const BFF_ERROR_CODES = {
  authRequired: 'error.auth.required',
  authForbidden: 'error.auth.forbidden',
  invalidCredentials: 'error.auth.invalid_credentials',
  /** 400: a password change whose current password is not the account's. */
  wrongCurrentPassword: 'error.auth.wrong_current_password',
  rateLimited: 'error.auth.rate_limited',
  /** 400: a two-factor code that is wrong, out of time or already used, or a recovery code not (or no longer) valid. */
  invalidSecondFactor: 'error.auth.invalid_second_factor',
  /** 401: the code step of sign-in without its password step, or more than five minutes after it. */
  signInStepExpired: 'error.auth.sign_in_step_expired',
  /** 403: an admin without two-factor sign-in, on anything but its set-up and sign-out (ADR 0092). */
  secondFactorSetupRequired: 'error.auth.second_factor_setup_required',
  /** 409: setting two-factor sign-in up while it is already on, or confirming a set-up that was not started. */
  secondFactorState: 'error.auth.second_factor_state',
  accountExists: 'error.account.exists',
  /** 400: a password reset's link or code that is wrong, used, replaced or past its 30 minutes. */
  passwordResetInvalid: 'error.password_reset.invalid',
  /** 400: a registration's confirmation link or code that is wrong, used, replaced or past its 30 minutes. */
  registrationInvalid: 'error.registration.invalid',
  /** 400: account details sent without a confirmed address in this browser (none, or past its time). */
  registrationUnconfirmed: 'error.registration.unconfirmed',
  csrf: 'error.csrf',
  payloadTooLarge: 'error.payload_too_large',
  staffSelfChange: 'error.staff.self_change',
  /** 409: the address already has an open invitation (waiting or expired): re-send or revoke that one. */
  staffInvitationExists: 'error.staff.invitation_exists',
  /** 409: re-sending or revoking an invitation that was already accepted or revoked. */
  staffInvitationClosed: 'error.staff.invitation_closed',
  /** 400: an invitation link that was used, replaced, revoked or is past its 72 hours. */
  staffInvitationInvalid: 'error.staff_invitation.invalid',
  /** 409: a password reset sent to a disabled account: enabling it sends one. */
  staffAccountDisabled: 'error.staff.account_disabled',
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
