import 'server-only';
import { processWide } from '@/lib/process-wide';

/** A chat stream the relay is writing: ended with a final frame when the shutdown's grace runs out. */
export interface OpenStream {
  endForShutdown(): void;
}

interface ShutdownState {
  shuttingDown: boolean;
  openStreams: Set<OpenStream>;
  /**
   * Work that must be done before the database closes: the request log's waiting rows, once per copy of
   * its module (each server bundle that uses the service client has its own batch).
   */
  flushTasks: Array<{ name: string; task: () => Promise<void> }>;
  /** Streams without an end of their own (the work queue's), closed as soon as the instance stops. */
  stopListeners: Set<() => void>;
}

// Route bundles and instrumentation are separate module copies: the state belongs to the process.
function state(): ShutdownState {
  return processWide<ShutdownState>('consultation.shutdown-state', () => ({
    shuttingDown: false,
    openStreams: new Set(),
    flushTasks: [],
    stopListeners: new Set(),
  }));
}

export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** From now on the instance reports not ready. */
export function markShuttingDown(): void {
  const current = state();
  current.shuttingDown = true;
  for (const listener of [...current.stopListeners]) listener();
}

/**
 * Calls `listener` when the instance starts stopping (at once if it already is); the returned function
 * forgets it. A browser told so reconnects to an instance that stays.
 */
export function onShuttingDown(listener: () => void): () => void {
  const current = state();
  if (current.shuttingDown) {
    listener();
    return () => {};
  }
  current.stopListeners.add(listener);
  return () => current.stopListeners.delete(listener);
}

/** Tracks a stream until it ends; the returned function stops tracking it. */
export function trackOpenStream(stream: OpenStream): () => void {
  const { openStreams } = state();
  openStreams.add(stream);
  return () => openStreams.delete(stream);
}

export function openStreamCount(): number {
  return state().openStreams.size;
}

/** Ends every stream still open, each with its final frame. */
export function endOpenStreams(): number {
  const streams = [...state().openStreams];
  for (const stream of streams) stream.endForShutdown();
  return streams.length;
}

/** Registers work to run before the database closes. */
export function onShutdownFlush(name: string, task: () => Promise<void>): void {
  state().flushTasks.push({ name, task });
}

export function shutdownFlushTasks(): ReadonlyArray<{ name: string; task: () => Promise<void> }> {
  return state().flushTasks;
}
