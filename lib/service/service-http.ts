import 'server-only';
import { Agent, fetch as fetchOverAgent, request, type Dispatcher } from 'undici';
import { processWide } from '@/lib/process-wide';
import type { ServiceRequest, ServiceResponse } from './service-connection';

/**
 * The connections to the remote service: one pool per origin, kept alive between calls, shared by every
 * copy of this module the server bundles load.
 */
const serviceAgent = () => processWide('consultation.service-agent', () => new Agent());

/**
 * How the remote service is reached over HTTP, with undici. An object so that the route tests in remote
 * mode can watch and interrupt each call (testing/bff/service-under-test.ts).
 */
export const serviceHttp = {
  /**
   * A JSON call with undici's `request`, not `fetch`: fetch builds the WHATWG objects of a call (a Request,
   * header lists, a body stream read back into text) around the same client, and cost about three times
   * the CPU a call (ADR 0118). A chat turn's event stream goes through undici's `fetch` on the same
   * connections: its body is the web stream the event reader takes, and its cost is once a turn.
   * No redirect is followed and nothing is decompressed: the interface has neither, and the client asks
   * for `identity` (service-connection.ts).
   */
  send(call: ServiceRequest): Promise<ServiceResponse> {
    return call.accept === 'event-stream' ? openEventStream(call) : sendJsonCall(call);
  },
};

async function sendJsonCall({
  url,
  method,
  headers,
  body,
  signal,
}: ServiceRequest): Promise<ServiceResponse> {
  const reply = await request(url, {
    method,
    headers: Object.fromEntries(headers),
    body,
    signal,
    dispatcher: serviceAgent(),
  });
  return jsonReplyOf(reply);
}

async function openEventStream({
  url,
  method,
  headers,
  body,
  signal,
}: ServiceRequest): Promise<ServiceResponse> {
  const response = await fetchOverAgent(url, {
    method,
    headers: Object.fromEntries(headers),
    body,
    signal,
    redirect: 'manual',
    dispatcher: serviceAgent(),
  });
  return {
    status: response.status,
    headers: response.headers,
    text: () => response.text(),
    // Node's web stream, typed by undici from node:stream/web rather than as the DOM's.
    body: response.body as ReadableStream<Uint8Array> | null,
  };
}

function jsonReplyOf(reply: Dispatcher.ResponseData): ServiceResponse {
  return {
    status: reply.statusCode,
    headers: {
      // undici names response headers in lower case; a repeated header is joined as a Headers object would.
      get(name) {
        const value = reply.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: () => reply.body.text(),
    // Read as text, never as a stream.
    body: null,
  };
}
