import { trace, type Tracer } from '@opentelemetry/api';
import { INSTRUMENTATION_SCOPE } from './instruments';

/** The global provider's proxy tracer: a no-op until an SDK registers, then that SDK's tracer. */
export function getTracer(): Tracer {
  return trace.getTracer(INSTRUMENTATION_SCOPE);
}
