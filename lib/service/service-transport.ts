import 'server-only';
import { context } from '@opentelemetry/api';
import { REQUEST_ID_HEADER } from '@/lib/contract';
import { raceWithAbort, throwIfAborted } from './abort-helpers';
import { computeRetryDelayMs, isRetryableFailure, type AttemptFailure } from './retry-policy';
import type { ServiceConnection, ServiceRequest, ServiceRequestSpec } from './service-connection';
import { createNetworkError, type ServiceError } from './service-error';
import { fillPathTemplate, type PathParams, type QueryValues } from './service-paths';
import { createErrorFromReply, parseReplyBody, type ServiceReply } from './service-reply';
import { startServiceCallSpan } from '@/lib/telemetry/service-call-span';

export interface ServiceCall<Template extends string> {
  method: ServiceRequestSpec['method'];
  pathTemplate: Template;
  pathParams: PathParams<Template>;
  query?: QueryValues;
  userId?: string;
  idempotencyKey?: string;
  body?: unknown;
  signal?: AbortSignal;
}

type AttemptResult =
  | { kind: 'reply'; reply: ServiceReply }
  | { kind: 'network'; error: ServiceError }
  | { kind: 'aborted'; reason: unknown };

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

async function performAttempt({
  connection,
  request,
  callerSignal,
  timeout,
}: {
  connection: ServiceConnection;
  request: ServiceRequest;
  callerSignal: AbortSignal | undefined;
  timeout: AbortController;
}): Promise<AttemptResult> {
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The service call timed out', 'TimeoutError')),
    connection.timeoutMs,
  );
  try {
    const response = await connection.untilAborted(connection.fetch(request), request.signal);
    const text = await connection.untilAborted(response.text(), request.signal);
    const requestId = response.headers.get(REQUEST_ID_HEADER);
    return { kind: 'reply', reply: { status: response.status, requestId, body: parseReplyBody(text) } };
  } catch (error) {
    if (callerSignal?.aborted) return { kind: 'aborted', reason: callerSignal.reason };
    return {
      kind: 'network',
      error: createNetworkError({
        failure: timeout.signal.aborted ? 'timeout' : 'unreachable',
        cause: error,
      }),
    };
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(
  result: Exclude<AttemptResult, { kind: 'aborted' }>,
  error: ServiceError,
): AttemptFailure {
  return result.kind === 'network'
    ? { kind: 'network' }
    : { kind: 'http', status: error.status, code: error.code };
}

/**
 * Sends one JSON call, retrying what the retry policy allows, and returns the 2xx reply read in full.
 * Every non-2xx answer and every network failure ends as a thrown ServiceError; every attempt is reported.
 */
export async function sendServiceCall<Template extends string>(
  connection: ServiceConnection,
  call: ServiceCall<Template>,
): Promise<ServiceReply> {
  const path = fillPathTemplate({ template: call.pathTemplate, params: call.pathParams });
  for (let attempt = 1; ; attempt += 1) {
    throwIfAborted(call.signal);
    const timeout = new AbortController();
    const request = connection.buildRequest({
      method: call.method,
      path,
      query: call.query,
      userId: call.userId,
      idempotencyKey: call.idempotencyKey,
      body: call.body,
      accept: 'json',
      signal: call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal,
    });
    const startedAt = connection.now();
    const callSpan = startServiceCallSpan({ request, pathTemplate: call.pathTemplate, attempt });
    const result = await context.with(callSpan.context, () =>
      performAttempt({ connection, request, callerSignal: call.signal, timeout }),
    );
    const reply = result.kind === 'reply' ? result.reply : null;
    callSpan.end({
      status: reply?.status ?? null,
      requestId: reply?.requestId,
      error: result.kind === 'network' ? result.error : result.kind === 'aborted' ? result.reason : undefined,
    });
    const succeeded = reply !== null && isSuccessStatus(reply.status);
    connection.report({
      method: call.method,
      pathTemplate: call.pathTemplate,
      status: reply?.status ?? null,
      durationMs: connection.now() - startedAt,
      requestId: reply?.requestId ?? null,
      attempt,
      outcome: reply === null ? 'network_error' : succeeded ? 'ok' : 'http_error',
    });
    if (result.kind === 'aborted') throw result.reason;
    if (reply !== null && succeeded) return reply;

    const error = result.kind === 'network' ? result.error : createErrorFromReply(result.reply);
    const retryable =
      attempt < connection.retry.maxAttempts &&
      isRetryableFailure({
        method: call.method,
        pathTemplate: call.pathTemplate,
        hasIdempotencyKey: call.idempotencyKey !== undefined,
        failure: describeFailure(result, error),
      });
    if (!retryable) throw error;
    const delayMs = computeRetryDelayMs({
      retryIndex: attempt - 1,
      settings: connection.retry,
      random: connection.random,
    });
    await raceWithAbort(connection.sleep(delayMs), call.signal);
  }
}
