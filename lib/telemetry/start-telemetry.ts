import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** The resource's service.name unless OTEL_SERVICE_NAME names it. */
export const DEFAULT_SERVICE_NAME = 'consultation-bff';

let sdk: NodeSDK | undefined;

/**
 * Registers the OpenTelemetry SDK for this process: traces and metrics over OTLP to
 * OTEL_EXPORTER_OTLP_ENDPOINT, configured by the standard OTEL_* variables (protocol, headers, sampler,
 * export interval). Imported only when that variable is set (instrumentation-node.ts): without it no
 * SDK module is loaded and the app's spans and instruments are the API's no-ops. Must run before `pg`
 * is first required, so that its instrumentation can wrap it.
 */
export function startTelemetry(env: Record<string, string | undefined> = process.env): void {
  if (sdk) return;
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ? undefined : DEFAULT_SERVICE_NAME,
    // Queries outside a traced request (start-up, background flushes) would each be a trace of their own.
    instrumentations: [new PgInstrumentation({ requireParentSpan: true })],
  });
  sdk.start();
}

/** Exports what is still buffered and stops the SDK; for the shutdown sequence. */
export async function shutdownTelemetry(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}
