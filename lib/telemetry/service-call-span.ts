import { context, propagation, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import { SERVICE_REQUEST_ID_SPAN_ATTRIBUTE } from './span-attributes';
import { telemetryRegistered } from './telemetry-registered';
import { getTracer } from './tracer';

export interface ServiceCallSpan {
  /** The context to send the attempt in. */
  readonly context: Context;
  /** Idempotent. `status` null: no answer came (unreachable, timed out, interrupted, aborted). */
  end(result: { status: number | null; requestId?: string | null; error?: unknown }): void;
}

/**
 * One span per HTTP attempt to the service, named by its path template (never the ids), with W3C
 * `traceparent` (and `tracestate`) set on `request` so that the service continues the trace. Without a
 * registered SDK there is no span and nothing is set on the request.
 */
export function startServiceCallSpan({
  request,
  pathTemplate,
  attempt,
}: {
  /** The service client's parts of a call: its headers (a plain object) get the trace context. */
  request: { method: string; headers: Record<string, string> };
  pathTemplate: string;
  attempt: number;
}): ServiceCallSpan {
  const parent = context.active();
  if (!telemetryRegistered()) return { context: parent, end: () => {} };
  const span = getTracer().startSpan(
    `${request.method} ${pathTemplate}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'url.template': pathTemplate,
        ...(attempt > 1 ? { 'http.request.resend_count': attempt - 1 } : {}),
      },
    },
    parent,
  );
  const spanContext = trace.setSpan(parent, span);
  propagation.inject(spanContext, request.headers);
  let ended = false;
  return {
    context: spanContext,
    end({ status, requestId, error }) {
      if (ended) return;
      ended = true;
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (requestId) span.setAttribute(SERVICE_REQUEST_ID_SPAN_ATTRIBUTE, requestId);
      if (error !== undefined) span.recordException(error instanceof Error ? error : String(error));
      // A client span fails on a 4xx too (the semantic conventions for HTTP clients).
      if (status === null || status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
