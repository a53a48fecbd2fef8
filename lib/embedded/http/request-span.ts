import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { EmbeddedEnv } from '@/lib/embedded/context';
import { headersGetter } from '@/lib/telemetry/headers-carrier';
import { bindBodyToSpan } from '@/lib/telemetry/span-bound-body';
import { REQUEST_ID_SPAN_ATTRIBUTE } from '@/lib/telemetry/span-attributes';
import { telemetryRegistered } from '@/lib/telemetry/telemetry-registered';
import { getTracer } from '@/lib/telemetry/tracer';

const EVENT_STREAM = /^text\/event-stream\b/i;

/**
 * The service's span for each request, continuing the caller's W3C `traceparent`: the same whether the
 * BFF calls it in process or over HTTP. Its work (database queries, a turn's reply) happens inside it;
 * a streamed reply ends the span when its body ends. Without a registered SDK nothing is made at all.
 */
export function traceServiceRequests(): MiddlewareHandler<EmbeddedEnv> {
  return async (c, next) => {
    if (!telemetryRegistered()) return next();
    const parent = propagation.extract(context.active(), c.req.raw.headers, headersGetter);
    const span = getTracer().startSpan(
      c.req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } },
      parent,
    );
    if (!span.isRecording()) return next();
    const spanContext = trace.setSpan(parent, span);
    await context.with(spanContext, next);

    const route = routePath(c, -1);
    span.updateName(`${c.req.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
    const requestId = c.get('requestId');
    if (requestId) span.setAttribute(REQUEST_ID_SPAN_ATTRIBUTE, requestId);
    if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    if (c.res.body === null || !EVENT_STREAM.test(c.res.headers.get('content-type') ?? '')) {
      span.end();
      return;
    }
    const body = bindBodyToSpan(c.res.body, spanContext, (error) => {
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    c.res = new Response(body, c.res);
  };
}
