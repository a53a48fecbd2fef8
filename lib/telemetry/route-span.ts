import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { headersGetter } from './headers-carrier';
import { getInstruments } from './instruments';
import { routeTemplate } from './route-template';
import { bindBodyToSpan } from './span-bound-body';
import { telemetryRegistered } from './telemetry-registered';
import { getTracer } from './tracer';

type RouteParamValues = Record<string, string | string[] | undefined>;

const EVENT_STREAM = /^text\/event-stream\b/i;

function finish(span: Span, attributes: Record<string, string | number>, startedAt: number, error?: unknown) {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
  getInstruments().routeDuration.record((performance.now() - startedAt) / 1000, attributes);
}

/**
 * One span per BFF request, named by its route, and the route's duration. Under Next's own request span
 * when there is one (the production server); otherwise it continues the caller's `traceparent`. A streamed
 * reply is measured to its end, and its body is read in this span so that what the relay does belongs here.
 * Without a registered SDK there is nothing to record: the handler runs as it is.
 */
export async function traceRoute(
  request: Request,
  /** Next passes none to a route without dynamic segments. */
  params: Promise<RouteParamValues> | undefined,
  handle: () => Promise<Response>,
): Promise<Response> {
  if (!telemetryRegistered()) return handle();
  const startedAt = performance.now();
  const values = await Promise.resolve(params).catch(() => undefined);
  const route = routeTemplate(new URL(request.url).pathname, values ?? {});
  const active = context.active();
  const underNextSpan = trace.getSpan(active) !== undefined;
  const parent = underNextSpan ? active : propagation.extract(active, request.headers, headersGetter);
  const span = getTracer().startSpan(
    `${request.method} ${route}`,
    {
      kind: underNextSpan ? SpanKind.INTERNAL : SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'http.route': route },
    },
    parent,
  );
  const spanContext = trace.setSpan(parent, span);
  const attributes: Record<string, string | number> = {
    'http.request.method': request.method,
    'http.route': route,
  };
  let response: Response;
  try {
    response = await context.with(spanContext, handle);
  } catch (error) {
    finish(span, attributes, startedAt, error);
    throw error;
  }
  attributes['http.response.status_code'] = response.status;
  span.setAttribute('http.response.status_code', response.status);
  if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  const streamed = EVENT_STREAM.test(response.headers.get('content-type') ?? '');
  if (!streamed || response.body === null || !span.isRecording()) {
    finish(span, attributes, startedAt);
    return response;
  }
  const body = bindBodyToSpan(response.body, spanContext, (error) =>
    finish(span, attributes, startedAt, error),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
