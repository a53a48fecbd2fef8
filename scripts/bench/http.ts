import {
  EVENT_STREAM_CONTENT_TYPE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  USER_ID_HEADER,
  USER_MESSAGE_EVENT_TYPE,
} from '@/lib/contract';

/** The service under test: its `{base_url}` (with /api/v1) and an organization's token. */
export interface Target {
  baseUrl: string;
  token: string;
}

export interface CallOptions {
  userId?: string;
  json?: unknown;
  query?: Record<string, string>;
  idempotencyKey?: string;
  accept?: string;
  signal?: AbortSignal;
}

/** One timed request: `ms` runs from sending it to the last byte of the body. */
export interface TimedCall {
  status: number;
  ok: boolean;
  replayed: boolean;
  ms: number;
}

function urlOf(target: Target, path: string, query: CallOptions['query']): string {
  const url = new URL(`${target.baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

function requestInit(target: Target, method: string, options: CallOptions): RequestInit {
  const headers: Record<string, string> = { Authorization: `Bearer ${target.token}` };
  if (options.userId !== undefined) headers[USER_ID_HEADER] = options.userId;
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.accept !== undefined) headers.Accept = options.accept;
  return {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: options.signal,
  };
}

export async function timedCall(
  target: Target,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<TimedCall> {
  return timedFetch(urlOf(target, path, options.query), requestInit(target, method, options));
}

/**
 * Any request, timed from sending it to the last byte of its body; `onResponse` sees the response after
 * the timing (a cookie the server set, for the next request).
 */
export async function timedFetch(
  url: string,
  init: RequestInit,
  onResponse?: (response: Response) => void,
): Promise<TimedCall> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  onResponse?.(response);
  return {
    status: response.status,
    ok: response.ok,
    replayed: response.headers.get(IDEMPOTENCY_REPLAYED_HEADER) === 'true',
    ms,
  };
}

/** A request made to set a scenario up: its `data`, or an error naming the call that failed. */
export async function setupCall<T>(
  target: Target,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const response = await fetch(urlOf(target, path, options.query), requestInit(target, method, options));
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `Setting up the benchmark: ${method} ${path} answered ${response.status} ${text.slice(0, 300)}`,
    );
  }
  return (text === '' ? null : (JSON.parse(text) as { data: T }).data) as T;
}

/** One streamed turn: when the first `event:` line arrived and when the stream ended. */
export interface TimedTurn {
  ok: boolean;
  firstEventMs: number;
  endMs: number;
}

export const EVENT_LINE = /(?:^|\n)event:/;
// A rate limit or other refusal after the stream started arrives as an `error` event.
export const ERROR_EVENT_LINE = /(?:^|\n)event: ?error\r?\n/;

export async function timedTurn(
  target: Target,
  {
    chatId,
    userId,
    userInput,
    signal,
  }: { chatId: string; userId: string; userInput: string; signal?: AbortSignal },
): Promise<TimedTurn> {
  const init = requestInit(target, 'POST', {
    userId,
    signal,
    accept: EVENT_STREAM_CONTENT_TYPE,
    json: { userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput } },
  });
  return timedStream(urlOf(target, `/chats/${encodeURIComponent(chatId)}/stream/`, undefined), init);
}

/** Any SSE request, timed to its first `event:` line and to its end; a non-SSE answer is a failure. */
export async function timedStream(url: string, init: RequestInit): Promise<TimedTurn> {
  const started = performance.now();
  const response = await fetch(url, init);
  const streaming =
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith(EVENT_STREAM_CONTENT_TYPE) &&
    response.body !== null;
  if (!streaming) {
    await response.arrayBuffer();
    const ms = performance.now() - started;
    return { ok: false, firstEventMs: ms, endMs: ms };
  }
  const { text, firstEventMs, endMs } = await readTimedStream(response.body!, started);
  return {
    ok: firstEventMs !== undefined && !ERROR_EVENT_LINE.test(text),
    firstEventMs: firstEventMs ?? endMs,
    endMs,
  };
}

/** A stream's whole text, with when (from `started`) its first `event:` line and its end came. */
export async function readTimedStream(
  body: ReadableStream<Uint8Array>,
  started: number,
): Promise<{ text: string; firstEventMs: number | undefined; endMs: number }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstEventMs: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstEventMs === undefined && EVENT_LINE.test(text)) firstEventMs = performance.now() - started;
  }
  text += decoder.decode();
  return { text, firstEventMs, endMs: performance.now() - started };
}
