import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { createQueueEventStream, parseLastEventId } from '@/lib/bff/work-queue/queue-stream';
import { EVENT_STREAM_CONTENT_TYPE } from '@/lib/contract';

/**
 * The work queue's changes as they happen, on every instance (ADR 0094). A reconnecting EventSource sends
 * `Last-Event-ID` and is sent what it missed; `?lastEventId=` does the same for a first connection.
 */
export const GET = withRoute(async (request) => {
  // Read by the console on its own (each change, each reconnect): not a sign that anyone is there.
  const staff = await requireStaff({ activity: false });
  const lastEventId = parseLastEventId(
    request.headers.get('Last-Event-ID') ?? new URL(request.url).searchParams.get('lastEventId'),
  );
  const stream = createQueueEventStream({
    organizationKey: staff.organizationKey,
    lastEventId,
    signal: request.signal,
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`,
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
