import 'server-only';
import { EVENT_STREAM_CONTENT_TYPE, IDEMPOTENCY_KEY_HEADER, USER_ID_HEADER } from '@/lib/contract';
import { raceWithAbort } from './abort-helpers';
import type { ServiceCallRecord } from './service-call-record';
import { joinServiceUrl, type QueryValues } from './service-paths';
import { resolveRetrySettings, type RetrySettings } from './retry-policy';
import { recordServiceCall } from '@/lib/telemetry/service-call-metrics';
import { serviceClientLog } from './service-client-log';
import { serviceHttp } from './service-http';

export interface ServiceClientOptions {
  /** Ends in /api/v1; a trailing slash is ignored. */
  baseUrl: string;
  token: string;
  /** The embedded mode passes the embedded handler here; default: HTTP with undici (service-http.ts). */
  fetch?: (request: Request) => Promise<Response>;
  retry?: Partial<RetrySettings>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Milliseconds on a monotonic clock, for durations and the artifact deadline. */
  now?: () => number;
  /** Called once per HTTP attempt. */
  onCall?: (entry: ServiceCallRecord) => void;
  /** Per attempt of a JSON call, body included; streams have none. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ServiceRequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: QueryValues;
  userId?: string;
  idempotencyKey?: string;
  /** Serialised as JSON; `undefined` sends no body. */
  body?: unknown;
  accept: 'json' | 'event-stream';
  signal: AbortSignal;
}

/**
 * One call, an address and its parts: a `Request` is made only where a handler needs one (the embedded
 * mode); over HTTP the parts go to the client as they are (ADR 0110, 0118).
 */
export interface ServiceRequest {
  readonly url: string;
  readonly method: ServiceRequestSpec['method'];
  /** By lower-case name; the span adds the trace context to it (service-call-span.ts). */
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly signal: AbortSignal;
  /** What the reply is read as: text, or an event stream as it arrives. */
  readonly accept: ServiceRequestSpec['accept'];
}

/** What the client reads of a reply; a `Response` (the embedded handler's) has all of it. */
export interface ServiceResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** An event stream's body as it arrives (a JSON reply's is read with `text()`); read one or the other, once. */
  readonly body: ReadableStream<Uint8Array> | null;
}

/** The resolved options. The token lives only inside `buildRequest`, so it cannot leak through this object. */
export interface ServiceConnection {
  buildRequest(spec: ServiceRequestSpec): ServiceRequest;
  fetch(request: ServiceRequest): Promise<ServiceResponse>;
  /**
   * `promise` (a call, or a read of its body), stopped at `signal`: as it is over HTTP, where the client
   * watches the signal itself, the body included; raced against it for an injected handler, which may not.
   */
  untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T>;
  retry: RetrySettings;
  sleep(ms: number): Promise<void>;
  random(): number;
  now(): number;
  report(record: ServiceCallRecord): void;
  timeoutMs: number;
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createServiceConnection(options: ServiceClientOptions): ServiceConnection {
  const { baseUrl, token, onCall } = options;
  if (!/^https?:\/\//.test(baseUrl)) throw new TypeError('The service base URL must be an http(s) URL');
  if (token.trim() === '') throw new TypeError('The service API token must not be empty');
  const handler = options.fetch;
  const fetchResponse = handler
    ? ({ url, method, headers, body, signal }: ServiceRequest) =>
        handler(new Request(url, { method, headers, body, signal }))
    : (request: ServiceRequest) => serviceHttp.send(request);
  return {
    buildRequest(spec) {
      // A plain object, as the HTTP client takes it: a `Headers` would check and sort every name again.
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: spec.accept === 'json' ? 'application/json' : EVENT_STREAM_CONTENT_TYPE,
        // Replies as they are: an event stream must not wait in a compressor, and the client decompresses nothing.
        'accept-encoding': 'identity',
      };
      if (spec.userId !== undefined) headers[USER_ID_HEADER.toLowerCase()] = spec.userId;
      if (spec.idempotencyKey !== undefined)
        headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] = spec.idempotencyKey;
      if (spec.body !== undefined) headers['content-type'] = 'application/json';
      return {
        url: joinServiceUrl({ baseUrl, path: spec.path, query: spec.query }),
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: spec.signal,
        accept: spec.accept,
      };
    },
    fetch: fetchResponse,
    untilAborted: handler ? raceWithAbort : (promise) => promise,
    retry: resolveRetrySettings(options.retry),
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    now: options.now ?? (() => performance.now()),
    report(record) {
      recordServiceCall(record);
      if (!onCall) return;
      try {
        onCall(record);
      } catch (error) {
        // A failing log hook must not fail a patient's request.
        serviceClientLog.warn(
          { error: error instanceof Error ? error.name : 'error' },
          'the onCall hook failed',
        );
      }
    },
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}
