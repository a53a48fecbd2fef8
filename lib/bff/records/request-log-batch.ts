import 'server-only';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import type { RequestLogEntry, RequestLogWriter, TimedServiceCall } from '@/lib/bff/records/request-log';

export interface RequestLogBatch {
  /** Takes the call at once; it is written with others a moment later, never on the request's path. */
  add(entry: RequestLogEntry): void;
  /** Writes what is waiting now (and waits for any write under way). */
  flush(): Promise<void>;
}

/**
 * One insert per burst of service calls instead of one per call: the log's database work no longer
 * competes with every request's own. A call waits at most `delayMs` (or until `maxBatch` are waiting);
 * writes run one at a time, in order. A failed write is reported and dropped, like a failed single insert.
 * An insert costs about ten rows' worth of work before its first row (ADR 0099), so a second's calls go
 * in one insert rather than a quarter second's: a row reaches the staff console's log a second later.
 */
export function createRequestLogBatch({
  writer,
  delayMs = 1_000,
  maxBatch = 200,
  onError,
}: {
  writer: RequestLogWriter;
  delayMs?: number;
  maxBatch?: number;
  onError: (error: unknown) => void;
}): RequestLogBatch {
  let waiting: TimedServiceCall[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  // Outside the context of the request that happened to start the batch: its writes belong to no trace.
  const flush = () => context.with(ROOT_CONTEXT, flushNow);
  const flushNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) writing = writing.then(() => writer.recordMany(batch)).catch(onError);
    return writing;
  };

  return {
    add(entry) {
      waiting.push({ entry, at: new Date() });
      if (waiting.length >= maxBatch) {
        void flush();
        return;
      }
      if (!timer) {
        timer = setTimeout(() => void flush(), delayMs);
        // A pending write must not keep a finished process (a script, a test) alive; shutdown flushes it.
        timer.unref();
      }
    },
    flush,
  };
}
