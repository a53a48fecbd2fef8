import { createNoopMeter, metrics, ProxyTracerProvider, trace } from '@opentelemetry/api';
import { INSTRUMENTATION_SCOPE } from './instruments';

const NoopMeter = createNoopMeter().constructor;

/**
 * Whether an SDK is registered for traces or for metrics (start-telemetry.ts, or a test's). Without one
 * every span and instrument of the API is a no-op, yet making them (the route's template, attributes,
 * contexts, propagation) was work on every request and every service call; the app skips it then.
 * A provider this check cannot recognise (another copy of the API) counts as registered.
 */
export function telemetryRegistered(): boolean {
  const tracerProvider = trace.getTracerProvider();
  if (
    !(tracerProvider instanceof ProxyTracerProvider) ||
    tracerProvider.getDelegateTracer(INSTRUMENTATION_SCOPE) !== undefined
  ) {
    return true;
  }
  return !(metrics.getMeterProvider().getMeter(INSTRUMENTATION_SCOPE) instanceof NoopMeter);
}
