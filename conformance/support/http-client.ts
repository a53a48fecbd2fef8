import { IDEMPOTENCY_KEY_HEADER, USER_ID_HEADER } from '@/lib/contract';
import { target } from './target';

/** Who a request is sent as: `token: null` sends no Authorization header, `userId` sets the user header. */
export interface Caller {
  token?: string | null;
  userId?: string;
}

export interface RequestOptions extends Caller {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `contentType` (default application/json). */
  rawBody?: string;
  contentType?: string;
  query?: Record<string, string | number | undefined>;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  body: unknown;
  text: string;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`${target.baseUrl}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

export function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? target.token : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (options.userId !== undefined) headers[USER_ID_HEADER] = options.userId;
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.json !== undefined || options.rawBody !== undefined) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  return { ...headers, ...options.headers };
}

function requestBody(options: RequestOptions): string | undefined {
  if (options.rawBody !== undefined) return options.rawBody;
  return options.json === undefined ? undefined : JSON.stringify(options.json);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function send(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers: requestHeaders(options),
    body: requestBody(options),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseJson(text), text };
}

export const api = {
  get: (path: string, options?: RequestOptions) => send('GET', path, options),
  post: (path: string, options?: RequestOptions) => send('POST', path, options),
  put: (path: string, options?: RequestOptions) => send('PUT', path, options),
  delete: (path: string, options?: RequestOptions) => send('DELETE', path, options),
};
