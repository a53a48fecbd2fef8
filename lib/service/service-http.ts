import 'server-only';
import type { Readable } from 'node:stream';
import { Agent, request, type Dispatcher } from 'undici';
import { processWide } from '@/lib/process-wide';
import type { ServiceRequest, ServiceResponse } from './service-connection';

/**
 * The connections to the remote service: one pool per origin, kept alive between calls, shared by every
 * copy of this module the server bundles load.
 */
const serviceAgent = () => processWide('consultation.service-agent', () => new Agent());

/**
 * How the remote service is reached over HTTP. An object so that the route tests in remote mode can
 * watch and interrupt each call (testing/bff/service-under-test.ts).
 */
export const serviceHttp = {
  /**
   * One call with undici's `request`, not `fetch`: fetch builds the WHATWG objects of a call (a Request,
   * header lists, a body stream read back into text) around the same client, and cost about three times
   * the CPU a call (ADR 0118). No redirect is followed and nothing is decompressed: the interface has
   * neither, and the client asks for `identity` (service-connection.ts).
   */
  async send({ url, method, headers, body, signal, accept }: ServiceRequest): Promise<ServiceResponse> {
    const reply = await request(url, {
      method,
      headers,
      body,
      signal,
      dispatcher: serviceAgent(),
    });
    return {
      status: reply.statusCode,
      headers: { get: (name) => headerValue(reply.headers, name) },
      text: () => reply.body.text(),
      body: accept === 'event-stream' ? webStreamOf(reply.body) : null,
    };
  },
};

/** undici names response headers in lower case; a repeated header is joined as a Headers object would. */
function headerValue(headers: Dispatcher.ResponseData['headers'], name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * An event stream's body as the web stream the event reader takes, a chunk handed over each time the
 * reader asks for one, as it arrives. Node 20's own adapter (`Readable.toWeb`) pushes chunks as they come
 * and threw ERR_INVALID_STATE, outside any caller, when a turn was closed while the service still wrote.
 */
function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Uint8Array> = body[Symbol.asyncIterator]();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await chunks.next();
        if (cancelled) return;
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
      cancel() {
        cancelled = true;
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
