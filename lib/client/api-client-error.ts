import type { FieldIssue } from '@/lib/contract/validation';
import { BFF_ERROR_CODES, CLIENT_ERROR_CODES, type BrowserErrorCode } from '@/lib/contract/bff/error-codes';
import { isRecord, isStringArray } from './json-shapes';

/** The BFF's error body: the service's envelope plus the request id it answered with. */
interface BrowserErrorBody {
  code: string;
  message: string;
  data?: unknown;
  requestId?: string;
}

function browserErrorBody(body: unknown): BrowserErrorBody | undefined {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') return undefined;
  return {
    code: body.code,
    message: body.message,
    data: body.data,
    requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
  };
}

/** `data.fields` of a 400/422, keeping only well-formed issues. */
function fieldIssuesOf(data: unknown): FieldIssue[] {
  if (!isRecord(data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter(
    (issue): issue is FieldIssue =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

export interface ApiClientErrorInit {
  status: number;
  code: BrowserErrorCode | (string & {});
  message: string;
  data?: unknown;
  requestId?: string | null;
}

/** The one error every `/api/*` call throws in the browser: the server's ApiError, rebuilt. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly status: number;
  readonly code: BrowserErrorCode | (string & {});
  readonly data: unknown;
  /** Field-level issues of a 400/422 (`data.fields`), dot-joined paths. */
  readonly fields: FieldIssue[];
  /** For support: "Reference: …". Null when no answer arrived (a network failure). */
  readonly requestId: string | null;

  constructor({ status, code, message, data, requestId = null }: ApiClientErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
    this.fields = fieldIssuesOf(data);
    this.requestId = requestId;
  }

  /** The session is gone: the caller sends the person to sign in and back. */
  get isSignedOut(): boolean {
    return this.status === 401 && this.code === BFF_ERROR_CODES.authRequired;
  }

  /** Worth trying again unchanged: no answer, or the server's or the service's own trouble. */
  get isTransient(): boolean {
    return (
      this.status === 0 ||
      this.status === 429 ||
      this.status === 502 ||
      this.status === 503 ||
      this.status === 504
    );
  }

  /** How long a 429 asks to wait (`data.retryAfterSeconds`); null when the answer does not say. */
  get retryAfterSeconds(): number | null {
    const seconds = isRecord(this.data) ? this.data.retryAfterSeconds : undefined;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  }

  /** What a prerequisites error (`error.*.prerequisites`) says is missing; null for any other answer. */
  get missingPrerequisites(): string[] | null {
    return isRecord(this.data) && isStringArray(this.data.missing) ? this.data.missing : null;
  }

  /** Issues of one field, by its path (`firstName`, `location.state`). */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((issue) => issue.path === path)?.message;
  }
}

/** Rebuilds the error from a non-2xx answer; a body that is not the envelope still yields a useful error. */
export async function toApiClientError(response: Response, requestIdHeader: string): Promise<ApiClientError> {
  const requestId = response.headers.get(requestIdHeader);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An HTML error page from a proxy, or nothing at all.
  }
  const parsed = browserErrorBody(body);
  if (parsed) {
    return new ApiClientError({
      status: response.status,
      code: parsed.code,
      message: parsed.message,
      data: parsed.data,
      requestId: parsed.requestId ?? requestId,
    });
  }
  return new ApiClientError({
    status: response.status,
    code: response.status >= 500 ? CLIENT_ERROR_CODES.badGateway : CLIENT_ERROR_CODES.badResponse,
    message:
      response.status >= 500
        ? 'The server could not answer right now. Please try again in a moment.'
        : 'The server sent an answer this page did not understand. Please reload and try again.',
    requestId,
  });
}

export function networkError(): ApiClientError {
  return new ApiClientError({
    status: 0,
    code: CLIENT_ERROR_CODES.network,
    message:
      'You appear to be offline, or the server cannot be reached. Check your connection and try again.',
  });
}
