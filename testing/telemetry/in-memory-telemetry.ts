import { metrics as metricsApi, trace } from '@opentelemetry/api';
import { metrics, node, tracing } from '@opentelemetry/sdk-node';

export type FinishedSpan = tracing.ReadableSpan;

/**
 * The SDK as the app registers it, with in-memory exporters: spans as they end, metrics on demand.
 * Registers the global providers, the AsyncLocalStorage context manager and the W3C propagator.
 */
export function registerInMemoryTelemetry() {
  const spanExporter = new tracing.InMemorySpanExporter();
  const tracerProvider = new node.NodeTracerProvider({
    spanProcessors: [new tracing.SimpleSpanProcessor(spanExporter)],
  });
  tracerProvider.register();
  const metricExporter = new metrics.InMemoryMetricExporter(metrics.AggregationTemporality.CUMULATIVE);
  const metricReader = new metrics.PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: 3_600_000,
  });
  const meterProvider = new metrics.MeterProvider({ readers: [metricReader] });
  metricsApi.setGlobalMeterProvider(meterProvider);

  return {
    spans: (): FinishedSpan[] => spanExporter.getFinishedSpans(),
    resetSpans: () => spanExporter.reset(),
    /** The data points of one instrument as collected now. */
    async dataPoints(name: string) {
      metricExporter.reset();
      await metricReader.forceFlush();
      return metricExporter
        .getMetrics()
        .flatMap((resource) => resource.scopeMetrics)
        .flatMap((scope) => scope.metrics)
        .filter((metric) => metric.descriptor.name === name)
        .flatMap((metric) => metric.dataPoints as metrics.DataPoint<unknown>[]);
    },
    async shutdown() {
      await Promise.all([tracerProvider.shutdown(), meterProvider.shutdown()]);
      trace.disable();
      metricsApi.disable();
    },
  };
}

export function parentSpanId(span: FinishedSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}
