import 'server-only';
import { ERROR_CODES } from '@/lib/contract';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';

export const CLIENT_ERROR_STATUS = {
  badResponse: 502,
  network: 503,
  artifactTimeout: 504,
} as const;

// Marks instances across duplicated module copies (server bundles may load this file more than once).
const SERVICE_ERROR_BRAND = Symbol.for('consultation-bff.service-error');

export interface ServiceErrorJson {
  code: string;
  message: string;
  data?: unknown;
  requestId: string | null;
}

/** Every failure of a service call: a wire error from the service, or one the client detected. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly requestId: string | null;
  readonly [SERVICE_ERROR_BRAND] = true;

  constructor({
    status,
    code,
    message,
    data,
    requestId = null,
    cause,
  }: {
    status: number;
    code: string;
    message: string;
    data?: unknown;
    requestId?: string | null;
    cause?: unknown;
  }) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.data = data;
    this.requestId = requestId;
  }

  static isServiceError(value: unknown): value is ServiceError {
    return typeof value === 'object' && value !== null && SERVICE_ERROR_BRAND in value;
  }

  /** The wire error envelope plus the request id; never the cause, which may name internals. */
  toJSON(): ServiceErrorJson {
    const envelope = { code: this.code, message: this.message };
    return this.data === undefined
      ? { ...envelope, requestId: this.requestId }
      : { ...envelope, data: this.data, requestId: this.requestId };
  }
}

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: CLIENT_ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  409: ERROR_CODES.idempotencyConflict,
  415: ERROR_CODES.unsupportedMediaType,
  422: ERROR_CODES.validation,
  429: CLIENT_ERROR_CODES.rateLimited,
  500: ERROR_CODES.internal,
  502: CLIENT_ERROR_CODES.badGateway,
  503: ERROR_CODES.serviceUnavailable,
  504: CLIENT_ERROR_CODES.gatewayTimeout,
};

/** The code for an error response whose body is not an error envelope (a proxy page, an empty body). */
export function errorCodeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.internal : CLIENT_ERROR_CODES.badRequest);
}

const NETWORK_ERROR_MESSAGES = {
  unreachable: 'The consultation service could not be reached',
  timeout: 'The consultation service did not answer in time',
  interrupted: 'The connection to the consultation service was interrupted',
} as const;

export function createNetworkError({
  failure,
  cause,
  requestId = null,
}: {
  failure: keyof typeof NETWORK_ERROR_MESSAGES;
  cause: unknown;
  requestId?: string | null;
}): ServiceError {
  return new ServiceError({
    status: CLIENT_ERROR_STATUS.network,
    code: CLIENT_ERROR_CODES.network,
    message: NETWORK_ERROR_MESSAGES[failure],
    requestId,
    cause,
  });
}
