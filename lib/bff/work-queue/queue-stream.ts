import 'server-only';
import { WORK_QUEUE_EVENT, WORK_QUEUE_RESYNC_EVENT, type WorkQueueChange } from '@/lib/contract/bff';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { onShuttingDown } from '@/lib/bff/lifecycle/shutdown-state';
import { loggableError } from '@/lib/logging/loggable-error';
import { changesSince, getQueueChannel, latestChangeId } from './queue-changes';

/** Sent first: the browser's EventSource waits this long before reconnecting. */
export const RECONNECT_DELAY_MS = 2000;
export const QUEUE_HEARTBEAT_MS = 15_000;
/** A console that missed more than this reads the queue afresh rather than each change. */
export const CATCH_UP_LIMIT = 500;
/** Sent once the stream is live, with the newest change's id, so that a reconnect names where it left off. */
export const WORK_QUEUE_READY_EVENT = 'queue.ready';

/** Accepts the header only as EventSource sends it back: the decimal id of a change. */
export function parseLastEventId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

const frame = (event: string, id: number, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The organization's queue changes as server-sent events, for as long as the console stays (ADR 0094).
 * Subscribed before anything is read, so that a change written meanwhile is held and sent after the
 * catch-up rather than lost; each change is sent once, by its id.
 */
export function createQueueEventStream({
  organizationKey,
  lastEventId,
  signal,
  heartbeatMs = QUEUE_HEARTBEAT_MS,
}: {
  organizationKey: string;
  lastEventId: number | null;
  signal: AbortSignal;
  heartbeatMs?: number;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let newest = lastEventId ?? 0;
      const sent = new Set<number>();
      let held: WorkQueueChange[] | null = [];
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const send = (change: WorkQueueChange) => {
        if (sent.has(change.id)) return;
        sent.add(change.id);
        // Only the recent ids can come twice (a catch-up overlapping the live feed).
        if (sent.size > 2 * CATCH_UP_LIMIT) sent.delete(sent.values().next().value!);
        newest = Math.max(newest, change.id);
        write(frame(WORK_QUEUE_EVENT, change.id, change));
      };
      const catchUp = async () => {
        const missed = await changesSince({ organizationKey, afterId: newest, limit: CATCH_UP_LIMIT + 1 });
        if (missed.length > CATCH_UP_LIMIT) {
          newest = await latestChangeId(organizationKey);
          write(frame(WORK_QUEUE_RESYNC_EVENT, newest, {}));
          return;
        }
        for (const change of missed) send(change);
      };
      const close = () => {
        if (!open) return;
        open = false;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already cancelled by the browser.
        }
      };
      const unsubscribe = getQueueChannel().subscribe({
        message: ({ organizationKey: of, change }) => {
          if (of !== organizationKey) return;
          if (held) held.push(change);
          else send(change);
        },
        gap: () => {
          catchUp().catch((error: unknown) => {
            bffLog.warn({ error: loggableError(error) }, 'work-queue catch-up failed; closing the stream');
            close();
          });
        },
      });
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
      const stopListening = onShuttingDown(close);
      const onAbort = () => close();
      signal.addEventListener('abort', onAbort);
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        stopListening();
        signal.removeEventListener('abort', onAbort);
      };
      if (signal.aborted) return close();

      write(`retry: ${RECONNECT_DELAY_MS}\n: connected\n\n`);
      void (async () => {
        try {
          if (lastEventId === null) {
            newest = await latestChangeId(organizationKey);
            write(frame(WORK_QUEUE_READY_EVENT, newest, { lastEventId: newest }));
          } else {
            await catchUp();
            write(frame(WORK_QUEUE_READY_EVENT, newest, { lastEventId: newest }));
          }
          const waiting = held ?? [];
          held = null;
          for (const change of waiting.sort((a, b) => a.id - b.id)) send(change);
        } catch (error) {
          bffLog.warn({ error: loggableError(error) }, 'work-queue stream could not start');
          close();
        }
      })();
    },
    cancel() {
      // The browser went away: nothing more is written, and the subscription ends.
      open = false;
      cleanup();
    },
  });
}
