import { z } from 'zod';
import { blankToUndefined, documented, optionalUrl } from '@/lib/bff/config/env-fields';
import { LOG_LEVELS } from '@/lib/logging/log-levels';

/** Logs, traces and metrics. */
export const observabilityEnv = z.object({
  LOG_LEVEL: documented(
    z.preprocess(
      blankToUndefined,
      z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    ),
    {
      description: `${LOG_LEVELS.map((level) => `\`${level}\``).join(', ')} ([Logs](operations.md#logs)).`,
      shownDefault: '`info` (`warn` under Vitest)',
    },
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(
    /^https?$/,
    'OTEL_EXPORTER_OTLP_ENDPOINT must be the http(s) URL of an OTLP receiver (a collector)',
    {
      description:
        'An OTLP/HTTP receiver (an OpenTelemetry collector, `http://collector:4318`): traces and metrics go there ([Traces and metrics](operations.md#traces-and-metrics)). Unset, no telemetry code is loaded. The standard `OTEL_*` variables refine it: `OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_PROTOCOL` (`http/protobuf`, `http/json`, `grpc`), `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER`, `OTEL_METRIC_EXPORT_INTERVAL`.',
      shownDefault: 'unset: off',
    },
  ),
});

export const observabilityConfig = observabilityEnv.transform((env) => ({
  /** Where traces and metrics go; unset, no telemetry SDK is loaded (ADR 0062). */
  telemetryEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
}));
