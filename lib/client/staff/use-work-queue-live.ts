'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  WORK_QUEUE_EVENT,
  WORK_QUEUE_RESYNC_EVENT,
  type WorkQueueChange,
} from '@/lib/contract/bff/work-queue-values';
import { queryKeys } from '@/lib/client/query-keys';
import { WORK_QUEUE_EVENTS_PATH } from './work-queue-queries';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

const READY_EVENT = 'queue.ready';
/** After the browser gave up on a stream (an answer other than 200), the next try waits this long, doubling. */
const RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

function parseChange(data: string): WorkQueueChange | null {
  try {
    const change = JSON.parse(data) as WorkQueueChange;
    return typeof change?.itemKey === 'string' ? change : null;
  } catch {
    return null;
  }
}

/**
 * The work queue's live channel for this tab (ADR 0094): one EventSource; each change marks the queue
 * stale so that it is read again, and a reconnect reads it afresh besides what the server replays after
 * Last-Event-ID. `onSafetyEvent` hears each new safety event (the desktop alert).
 */
export function useWorkQueueLive(
  onSafetyEvent: (change: WorkQueueChange) => void,
  enabled = true,
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const safetyListener = useRef(onSafetyEvent);
  useEffect(() => {
    safetyListener.current = onSafetyEvent;
  }, [onSafetyEvent]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let retryMs = RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let wasCut = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.staff.workQueue });

    const connect = () => {
      const url =
        lastEventId === null
          ? WORK_QUEUE_EVENTS_PATH
          : `${WORK_QUEUE_EVENTS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`;
      const current = new EventSource(url);
      source = current;
      current.addEventListener(READY_EVENT, (event) => {
        lastEventId = (event as MessageEvent).lastEventId || lastEventId;
        retryMs = RETRY_MS;
        setStatus('live');
        // What changed while this console was cut off: read afresh (the replay covers only the log).
        if (wasCut) refresh();
        wasCut = false;
      });
      current.addEventListener(WORK_QUEUE_EVENT, (event) => {
        const message = event as MessageEvent<string>;
        lastEventId = message.lastEventId || lastEventId;
        const change = parseChange(message.data);
        if (!change) return;
        refresh();
        if (change.change === 'added' && change.itemKey.startsWith('safety:')) safetyListener.current(change);
      });
      current.addEventListener(WORK_QUEUE_RESYNC_EVENT, (event) => {
        lastEventId = (event as MessageEvent).lastEventId || lastEventId;
        refresh();
      });
      current.onerror = () => {
        if (stopped) return;
        wasCut = true;
        setStatus('reconnecting');
        // Still CONNECTING: the browser reconnects by itself with Last-Event-ID. CLOSED: it gave up.
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          retryTimer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, enabled]);

  return status;
}
