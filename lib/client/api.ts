import type { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER } from '@/lib/contract';
import { ApiClientError, networkError, toApiClientError } from './api-client-error';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from './csrf-header';

export { ApiClientError } from './api-client-error';

export interface ApiFetchInit<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Parses `data` of the success envelope; without it `data` is returned unchecked. */
  schema?: z.ZodType<T>;
  /** One key per attempt of one user action (see idempotency.ts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Every `/api/*` call of the browser: the CSRF header on every request, JSON in and out, the envelope's
 * `data` returned, and any failure thrown as one ApiClientError carrying the request id.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  const response = await sendApiRequest(path, init);
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw await toApiClientError(
      new Response(null, { status: 502, headers: response.headers }),
      REQUEST_ID_HEADER,
    );
  }
  const data = (envelope as { data?: unknown } | null)?.data ?? null;
  if (!init.schema) return data as T;
  const parsed = init.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiClientError({
      status: response.status,
      code: 'error.bad_response',
      message: 'The server sent an answer this page did not understand. Please reload and try again.',
      requestId: response.headers.get(REQUEST_ID_HEADER),
    });
  }
  return parsed.data;
}

/** The raw response of a successful call (the chat stream reads its body); failures thrown as above. */
export async function sendApiRequest(
  path: string,
  init: Omit<ApiFetchInit<unknown>, 'schema'> & { accept?: string } = {},
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
