import 'server-only';

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
}

// Route bundles and instrumentation are separate module copies: the state belongs to the process.
const stateKey = Symbol.for('consultation.shutdown-state');

function state(): ShutdownState {
  const globalScope = globalThis as { [stateKey]?: ShutdownState };
  globalScope[stateKey] ??= { shuttingDown: false, openStreams: new Set(), flushTasks: [] };
  return globalScope[stateKey];
}

export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** From now on the instance reports not ready. */
export function markShuttingDown(): void {
  state().shuttingDown = true;
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
