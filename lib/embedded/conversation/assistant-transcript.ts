import type { StreamEvent } from '@/lib/contract';

export interface AssistantMessageRecord {
  id: string;
  content: string;
  createdAt: Date;
  status: 'complete' | 'interrupted';
}

/**
 * Keeps the assistant message the client is receiving, from the events actually delivered, and
 * stores it exactly once: complete at the end of its reply, or interrupted as far as it went.
 */
export interface AssistantTranscript {
  /** Every event handed to the client, in order. */
  observe(event: StreamEvent): void;
  storeComplete(messageId: string): Promise<void>;
  /** The stream stopped early: the message being received, if any, is stored as it stands. */
  storeInterrupted(): Promise<void>;
}

interface OpenMessage {
  id: string;
  createdAt: Date;
  parts: string[];
}

export function createAssistantTranscript(
  save: (message: AssistantMessageRecord) => Promise<void>,
): AssistantTranscript {
  let open: OpenMessage | null = null;
  // Stores run one after another, so an interruption arriving during a store sees its outcome.
  let queue: Promise<void> = Promise.resolve();

  const storeOpen = async (status: AssistantMessageRecord['status'], messageId?: string) => {
    const message = open;
    if (!message || (messageId !== undefined && message.id !== messageId)) return;
    open = null;
    await save({ id: message.id, content: message.parts.join(''), createdAt: message.createdAt, status });
  };

  const enqueue = (task: () => Promise<void>) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    observe(event) {
      if (event.type === 'message.start') {
        open = { id: event.messageId, createdAt: new Date(event.messageTimestamp), parts: [] };
      } else if (event.type === 'message.content' && open?.id === event.messageId) {
        open.parts.push(event.content);
      }
    },
    storeComplete: (messageId) => enqueue(() => storeOpen('complete', messageId)),
    storeInterrupted: () => enqueue(() => storeOpen('interrupted')),
  };
}
