import 'server-only';
import { EVENT_STREAM_CONTENT_TYPE, REQUEST_ID_HEADER } from '@/lib/contract';
import { createRelayStream, type RelayStreamOptions } from './relay-stream';

/**
 * The 200 SSE response. Only these headers are set: nothing is copied from the service's response, since
 * Content-Length and Content-Encoding would not describe this body and Connection is hop-by-hop.
 * `no-transform` and `X-Accel-Buffering: no` keep proxies from compressing or holding back the frames.
 */
export function createRelayResponse(options: RelayStreamOptions): Response {
  const headers = new Headers({
    'Content-Type': `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`,
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  if (options.stream.requestId) headers.set(REQUEST_ID_HEADER, options.stream.requestId);
  return new Response(createRelayStream(options), { status: 200, headers });
}
