import 'server-only';
import { context } from '@opentelemetry/api';
import {
  EVENT_STREAM_CONTENT_TYPE,
  REQUEST_ID_HEADER,
  type StreamBody,
  type StreamEvent,
} from '@/lib/contract';
import { readChatStreamEvents, type SkippedStreamEvent } from './chat-stream-events';
import type { ServiceConnection, ServiceResponse } from './service-connection';
import { createNetworkError } from './service-error';
import { fillPathTemplate } from './service-paths';
import { createBadResponseError, createErrorFromReply, parseReplyBody } from './service-reply';
import { isSuccessStatus } from './service-transport';
import { startServiceCallSpan } from '@/lib/telemetry/service-call-span';

export interface ChatStream {
  requestId: string | null;
  events: AsyncIterable<StreamEvent>;
  /** Idempotent: cancels the response body once and aborts the request. */
  close(): void;
}

export interface OpenChatStreamParams {
  userId: string;
  chatId: string;
  body: StreamBody;
  signal?: AbortSignal;
  onSkippedEvent?: (skipped: SkippedStreamEvent) => void;
}

const STREAM_PATH_TEMPLATE = '/chats/{chatId}/stream/';

function isEventStream(response: ServiceResponse): boolean {
  const mediaType = response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === EVENT_STREAM_CONTENT_TYPE;
}

async function readTextQuietly(
  connection: ServiceConnection,
  response: ServiceResponse,
  signal: AbortSignal,
): Promise<string> {
  try {
    return await connection.untilAborted(response.text(), signal);
  } catch {
    return '';
  }
}

/**
 * Starts one assistant turn. Never retried: the interface gives the stream no idempotency key, and after a
 * failed turn the caller reads the chat's messages before sending again. Errors before the first byte of the
 * stream are thrown as ServiceError; the one call record measures the time to the response headers.
 */
export async function openChatStream(
  connection: ServiceConnection,
  { userId, chatId, body, signal, onSkippedEvent }: OpenChatStreamParams,
): Promise<ChatStream> {
  const closer = new AbortController();
  const requestSignal = signal ? AbortSignal.any([signal, closer.signal]) : closer.signal;
  const request = connection.buildRequest({
    method: 'POST',
    path: fillPathTemplate({ template: STREAM_PATH_TEMPLATE, params: { chatId } }),
    userId,
    body,
    accept: 'event-stream',
    signal: requestSignal,
  });
  const record = { method: 'POST', pathTemplate: STREAM_PATH_TEMPLATE, attempt: 1 };
  const startedAt = connection.now();
  // The span lasts as long as the turn streams: it ends when the events end or the stream is closed.
  const callSpan = startServiceCallSpan({ request, pathTemplate: STREAM_PATH_TEMPLATE, attempt: 1 });

  let response: ServiceResponse;
  try {
    response = await context.with(callSpan.context, () =>
      connection.untilAborted(connection.fetch(request), requestSignal),
    );
  } catch (error) {
    callSpan.end({ status: null, error });
    connection.report({
      ...record,
      status: null,
      durationMs: connection.now() - startedAt,
      requestId: null,
      outcome: 'network_error',
    });
    if (signal?.aborted) throw signal.reason;
    throw createNetworkError({ failure: 'unreachable', cause: error });
  }

  const requestId = response.headers.get(REQUEST_ID_HEADER);
  const succeeded = isSuccessStatus(response.status);
  connection.report({
    ...record,
    status: response.status,
    durationMs: connection.now() - startedAt,
    requestId,
    outcome: succeeded ? 'ok' : 'http_error',
  });

  if (!succeeded) {
    callSpan.end({ status: response.status, requestId });
    const text = await readTextQuietly(connection, response, requestSignal);
    closer.abort();
    throw createErrorFromReply({ status: response.status, requestId, body: parseReplyBody(text) });
  }
  if (!response.body || !isEventStream(response)) {
    callSpan.end({ status: response.status, requestId, error: 'not an event stream' });
    await response.body?.cancel().catch(() => {});
    closer.abort();
    throw createBadResponseError({ requestId, reason: 'not_event_stream' });
  }

  const { events, close } = readChatStreamEvents({
    body: response.body,
    requestId,
    abortRequest: () => {
      closer.abort();
      callSpan.end({ status: response.status, requestId });
    },
    callerSignal: signal,
    onSkippedEvent,
  });
  return { requestId, events, close };
}
