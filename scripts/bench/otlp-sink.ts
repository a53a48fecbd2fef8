import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSinkCounts {
  /** Export requests by signal path (`/v1/traces`, `/v1/metrics`, ...). */
  requests: Record<string, number>;
  bytes: number;
}

export interface OtlpSink {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: the exporters append `/v1/<signal>`. */
  endpoint: string;
  counts(): OtlpSinkCounts;
  close(): Promise<void>;
}

/** An empty ExportTraceServiceResponse (and the metrics' and logs'): no rejected items. */
function acknowledge(request: IncomingMessage, response: ServerResponse): void {
  const json = /json/i.test(request.headers['content-type'] ?? '');
  response.writeHead(200, { 'Content-Type': json ? 'application/json' : 'application/x-protobuf' });
  response.end(json ? '{}' : undefined);
}

/**
 * An OTLP/HTTP receiver on 127.0.0.1 that reads every export, counts it and throws it away: what tracing
 * costs the BFF is then the SDK's own work and the export's, not a collector's.
 */
export async function startOtlpSink(): Promise<OtlpSink> {
  const counts: OtlpSinkCounts = { requests: {}, bytes: 0 };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sink').pathname;
    request.on('data', (chunk: Buffer) => (counts.bytes += chunk.length));
    request.on('end', () => {
      counts.requests[path] = (counts.requests[path] ?? 0) + 1;
      acknowledge(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => ({ requests: { ...counts.requests }, bytes: counts.bytes }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
