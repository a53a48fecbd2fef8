import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getTracer } from '@/lib/telemetry/tracer';

const LEADING_KEYWORD = /^\s*(\w+)/;

/**
 * One client span for a query, as @opentelemetry/instrumentation-pg makes for `pg`: only inside a traced
 * request (start-up and background work would each become a trace of their own), named by the statement's
 * first keyword. The text is Drizzle's, with `$n` placeholders: the values are never recorded.
 */
export function traceQuery<T>(queryText: string, run: () => Promise<T>): Promise<T> {
  if (trace.getSpan(context.active()) === undefined) return run();
  const operation = LEADING_KEYWORD.exec(queryText)?.[1]?.toUpperCase() ?? 'QUERY';
  return getTracer().startActiveSpan(
    `${operation} postgresql`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': queryText,
        'db.client.name': 'pglite',
      },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
