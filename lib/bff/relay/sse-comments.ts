import 'server-only';
import type { StreamErrorEvent } from '@/lib/contract';
import { STREAM_INTERRUPTED_CODE } from '@/lib/contract/bff';

/** Sent at once, so that the browser and any proxy see the stream open before the assistant's first word. */
export const OPENING_COMMENT = ': connected\n\n';

/** An SSE comment: clients ignore it, but it keeps idle-timeout proxies from closing a silent stream. */
export const HEARTBEAT_COMMENT = ': keep-alive\n\n';

export const HEARTBEAT_INTERVAL_MS = 15_000;

/**
 * Sent when the service's stream breaks off mid-turn. The browser must read the chat's messages before
 * sending again: the turn may have been stored, and the interface forbids resending it automatically.
 */
export const STREAM_INTERRUPTED_EVENT: StreamErrorEvent = {
  type: 'error',
  errorCode: STREAM_INTERRUPTED_CODE,
  message: 'The connection to the assistant was interrupted. Check the conversation before sending again.',
};

/**
 * Sent to a stream still open when its instance stops after the grace: the same code, so that the browser
 * reads the messages before sending again; the next request reaches another instance.
 */
export const SHUTDOWN_INTERRUPTED_EVENT: StreamErrorEvent = {
  type: 'error',
  errorCode: STREAM_INTERRUPTED_CODE,
  message:
    'This server is restarting and the reply was cut short. Check the conversation before sending again.',
};
