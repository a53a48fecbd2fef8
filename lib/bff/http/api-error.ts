import 'server-only';
import { ERROR_CODES, REQUEST_ID_HEADER } from '@/lib/contract';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  data?: Record<string, unknown>;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
}

/** The one error the BFF's route handlers throw; it becomes the service's error envelope plus a request id. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor({ status, code, message, data, headers = {} }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
    this.headers = headers;
  }

  toJSON(requestId: string) {
    return this.data === undefined
      ? { code: this.code, message: this.message, requestId }
      : { code: this.code, message: this.message, data: this.data, requestId };
  }

  toResponse(requestId: string): Response {
    const headers = new Headers(this.headers);
    headers.set('Content-Type', 'application/json');
    headers.set('Cache-Control', 'no-store');
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(JSON.stringify(this.toJSON(requestId)), { status: this.status, headers });
  }
}

export const authRequired = () =>
  new ApiError({ status: 401, code: BFF_ERROR_CODES.authRequired, message: 'Please sign in to continue.' });

export const authForbidden = () =>
  new ApiError({
    status: 403,
    code: BFF_ERROR_CODES.authForbidden,
    message: 'You do not have access to this.',
  });

export const notFound = () => new ApiError({ status: 404, code: ERROR_CODES.notFound, message: 'Not found' });
