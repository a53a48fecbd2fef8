import 'server-only';
import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { loggableError } from '@/lib/logging/loggable-error';
import type { WorkQueueChange } from '@/lib/contract/bff';

/** A change as it travels between instances: the organization it belongs to, and the change. */
export interface ChannelMessage {
  organizationKey: string;
  change: WorkQueueChange;
}

export interface ChannelListener {
  message(message: ChannelMessage): void;
  /** The channel was cut off for a while (its connection dropped): changes may have been missed. */
  gap(): void;
}

/**
 * How a change written by one instance reaches every instance's open consoles (ADR 0094): PostgreSQL's
 * LISTEN/NOTIFY between instances sharing a database, an in-process emitter when the database is PGlite
 * (which belongs to one process).
 */
export interface QueueChannel {
  publish(message: ChannelMessage): Promise<void>;
  subscribe(listener: ChannelListener): () => void;
  close(): Promise<void>;
}

export const NOTIFY_CHANNEL = 'app_work_queue';

/** Subscribers of one process, fed by whichever transport carries the messages. */
class Subscribers {
  private readonly emitter = new EventEmitter();
  constructor() {
    // Every open console of the instance listens: far more than Node's default warning threshold of 10.
    this.emitter.setMaxListeners(0);
  }
  add(listener: ChannelListener): () => void {
    const onMessage = (message: ChannelMessage) => listener.message(message);
    const onGap = () => listener.gap();
    this.emitter.on('message', onMessage);
    this.emitter.on('gap', onGap);
    return () => {
      this.emitter.off('message', onMessage);
      this.emitter.off('gap', onGap);
    };
  }
  message(message: ChannelMessage) {
    for (const listener of this.emitter.listeners('message')) {
      try {
        (listener as (message: ChannelMessage) => void)(message);
      } catch (error) {
        bffLog.error({ error: loggableError(error) }, 'a work-queue listener failed');
      }
    }
  }
  gap() {
    this.emitter.emit('gap');
  }
}

export function createInProcessChannel(): QueueChannel {
  const subscribers = new Subscribers();
  return {
    async publish(message) {
      // Asynchronously, as a notification would arrive: the writer's own request is not held up by readers.
      queueMicrotask(() => subscribers.message(message));
    },
    subscribe: (listener) => subscribers.add(listener),
    async close() {},
  };
}

function parseMessage(payload: string | undefined): ChannelMessage | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as ChannelMessage;
    if (typeof value?.organizationKey !== 'string' || typeof value.change?.id !== 'number') return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * One dedicated `pg` Client per process LISTENs (a pooled connection cannot: it is handed to others between
 * queries); NOTIFY goes out through `notify`, the app's own pool. A dropped listening connection is opened
 * again after a pause, and the subscribers are told of the gap so that they read what they missed.
 */
export function createPostgresChannel({
  url,
  notify,
  reconnectDelayMs = 1000,
}: {
  url: string;
  notify: (channel: string, payload: string) => Promise<void>;
  reconnectDelayMs?: number;
}): QueueChannel & { ready: Promise<void> } {
  const subscribers = new Subscribers();
  let client: Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(afterGap: boolean): Promise<void> {
    const next = new Client({ connectionString: url });
    next.on('notification', (notification) => {
      const message = parseMessage(notification.payload);
      if (message) subscribers.message(message);
    });
    const lost = (error?: Error) => {
      if (client !== next || closed) return;
      client = null;
      bffLog.warn(
        { error: error ? loggableError(error) : undefined },
        'work-queue channel lost; reconnecting',
      );
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (afterGap) subscribers.gap();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect(true).catch((error: unknown) => {
        bffLog.warn({ error: loggableError(error) }, 'work-queue channel could not reconnect');
        client = null;
        scheduleReconnect();
      });
    }, reconnectDelayMs);
    retryTimer.unref();
  }

  const ready = connect(false).catch((error: unknown) => {
    bffLog.error({ error: loggableError(error) }, 'work-queue channel could not listen');
    client = null;
    scheduleReconnect();
  });

  return {
    ready,
    async publish(message) {
      await notify(NOTIFY_CHANNEL, JSON.stringify(message));
    },
    subscribe: (listener) => subscribers.add(listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
