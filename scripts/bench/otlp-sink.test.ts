import { afterEach, describe, expect, it } from 'vitest';
import { startOtlpSink, type OtlpSink } from './otlp-sink';

let sink: OtlpSink | undefined;
afterEach(() => sink?.close());

describe('the OTLP sink', () => {
  it('acknowledges each export in its encoding and counts it by signal', async () => {
    sink = await startOtlpSink();
    const proto = await fetch(`${sink.endpoint}/v1/traces`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-protobuf' },
      body: new Uint8Array([10, 0]),
    });
    expect(proto.status).toBe(200);
    expect((await proto.arrayBuffer()).byteLength).toBe(0);
    const json = await fetch(`${sink.endpoint}/v1/metrics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"resourceMetrics":[]}',
    });
    expect(await json.json()).toEqual({});
    expect(sink.counts()).toEqual({ requests: { '/v1/traces': 1, '/v1/metrics': 1 }, bytes: 24 });
  });
});
