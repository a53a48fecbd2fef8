import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER } from '@/lib/contract/primitive-values';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import { ApiClientError, networkError, toApiClientError } from './api-client-error';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from './csrf-header';
import { envelopeData } from './json-shapes';

export { ApiClientError } from './api-client-error';

export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** One key per attempt of one user action (see idempotency.ts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Every `/api/*` call of the browser: the CSRF header on every request, JSON in and out, the envelope's
 * `data` returned, and any failure thrown as one ApiClientError carrying the request id. `T` is what the
 * route answers: the BFF validated it with the contract's schemas before sending it (ADR 0069).
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const response = await sendApiRequest(path, init);
  let envelope: { data: unknown } | undefined;
  try {
    envelope = envelopeData(await response.json());
  } catch {
    // Not JSON: a proxy's page, or a body cut short.
  }
  if (!envelope) {
    throw new ApiClientError({
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
      message: 'The server sent an answer this page did not understand. Please reload and try again.',
      requestId: response.headers.get(REQUEST_ID_HEADER),
    });
  }
  return (envelope.data ?? null) as T;
}

/** The raw response of a successful call (the chat stream reads its body); failures thrown as above. */
export async function sendApiRequest(
  path: string,
  init: ApiFetchInit & { accept?: string } = {},
): Promise<Response> {
  const headers = new Headers({
    [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
    Accept: init.accept ?? 'application/json',
  });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (init.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, init.idempotencyKey);
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await toApiClientError(response, REQUEST_ID_HEADER);
  return response;
}
