import 'server-only';
import { EVENT_STREAM_CONTENT_TYPE, IDEMPOTENCY_KEY_HEADER, USER_ID_HEADER } from '@/lib/contract';
import { raceWithAbort } from './abort-helpers';
import type { ServiceCallRecord } from './service-call-record';
import { joinServiceUrl, type QueryValues } from './service-paths';
import { resolveRetrySettings, type RetrySettings } from './retry-policy';
import { recordServiceCall } from '@/lib/telemetry/service-call-metrics';
import { serviceClientLog } from './service-client-log';

export interface ServiceClientOptions {
  /** Ends in /api/v1; a trailing slash is ignored. */
  baseUrl: string;
  token: string;
  /** The embedded mode passes the embedded handler here; default: Node's fetch (see platformFetch). */
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
 * One call as fetch takes it, an address and its parts: a `Request` is made only where a handler needs
 * one (the embedded mode), since fetch would copy it whole again (ADR 0110).
 */
export interface ServiceRequest {
  readonly url: string;
  readonly method: ServiceRequestSpec['method'];
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly signal: AbortSignal;
}

/** The resolved options. The token lives only inside `buildRequest`, so it cannot leak through this object. */
export interface ServiceConnection {
  buildRequest(spec: ServiceRequestSpec): ServiceRequest;
  fetch(request: ServiceRequest): Promise<Response>;
  /**
   * `promise` (a fetch, or a read of its body), stopped at `signal`: as it is where `fetch` watches the
   * signal itself, the body included (Node's does); raced against it for an injected handler, which may not.
   */
  untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T>;
  retry: RetrySettings;
  sleep(ms: number): Promise<void>;
  random(): number;
  now(): number;
  report(record: ServiceCallRecord): void;
  timeoutMs: number;
}

/**
 * The service is called with fetch as Node has it, without the two layers Next.js puts over it for its
 * data cache: the patched fetch (`_nextOriginalFetch` is what it wraps) and React's per-request dedupe
 * beneath it, which a call opts out of by passing its own signal. No service call is ever cached or
 * shared (each is per user and `no-store`), and those layers' work on every call (a dedupe key, a copy of
 * the request and a clone of every response, a span beside the service call's own) cost the BFF about
 * 0.25 ms of CPU a call (ADR 0110). Looked up per call: Next.js installs its fetch after modules load.
 */
function platformFetch({ url, ...init }: ServiceRequest): Promise<Response> {
  const current = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return (current._nextOriginalFetch ?? current)(url, init);
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
    ? ({ url, ...init }: ServiceRequest) => handler(new Request(url, init))
    : platformFetch;
  return {
    buildRequest(spec) {
      const headers = new Headers({
        Authorization: `Bearer ${token}`,
        Accept: spec.accept === 'json' ? 'application/json' : EVENT_STREAM_CONTENT_TYPE,
      });
      if (spec.accept === 'event-stream') headers.set('Accept-Encoding', 'identity');
      if (spec.userId !== undefined) headers.set(USER_ID_HEADER, spec.userId);
      if (spec.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, spec.idempotencyKey);
      if (spec.body !== undefined) headers.set('Content-Type', 'application/json');
      return {
        url: joinServiceUrl({ baseUrl, path: spec.path, query: spec.query }),
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: spec.signal,
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
