import 'server-only';
import http from 'node:http';
import type { Logger } from '@/lib/logging/logger';
import { loggableError } from '@/lib/logging/loggable-error';
import {
  endOpenStreams,
  markShuttingDown,
  openStreamCount,
  shutdownFlushTasks,
} from '@/lib/bff/lifecycle/shutdown-state';

/** After the grace, how long the streams just ended get to reach their browsers before connections are cut. */
const LAST_FRAMES_MS = 2_000;
const POLL_MS = 100;

export interface ShutdownSteps {
  graceMs: number;
  log: Logger;
  /** The HTTP servers this process listens with. */
  servers(): http.Server[];
  closeDatabases(): Promise<void>;
  flushLog(): void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops the instance: not ready at once, no new connections, open chat streams let run for the grace and
 * then ended with a final `error` frame, the request log's waiting rows written, the databases closed.
 * Resolves when the process may exit 0.
 */
export async function shutDown({
  graceMs,
  log,
  servers,
  closeDatabases,
  flushLog,
  sleep = defaultSleep,
  now = () => performance.now(),
}: ShutdownSteps): Promise<void> {
  markShuttingDown();
  log.info({ graceMs, openStreams: openStreamCount() }, 'shutting down');
  const listening = servers();
  let closed = listening.length === 0;
  void Promise.all(
    listening.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  ).then(() => (closed = true));
  // A browser's keep-alive connection would hold the server open; it is closed whenever it falls idle.
  const waitForClose = async (untilMs: number) => {
    while (!closed && now() < untilMs) {
      for (const server of listening) server.closeIdleConnections();
      await sleep(POLL_MS);
    }
  };
  await waitForClose(now() + graceMs);
  const ended = endOpenStreams();
  if (ended > 0) log.warn({ streams: ended }, 'ended the chat streams still open after the grace');
  await waitForClose(now() + LAST_FRAMES_MS);
  for (const server of listening) server.closeAllConnections();

  for (const { name, task } of shutdownFlushTasks()) {
    try {
      await task();
    } catch (error) {
      log.error({ task: name, error: loggableError(error) }, 'a shutdown task failed');
    }
  }
  try {
    await closeDatabases();
  } catch (error) {
    log.error({ error: loggableError(error) }, 'could not close the database');
  }
  log.info('stopped');
  flushLog();
}

/** The HTTP servers listening in this process (Next keeps its own to itself). */
export function listeningHttpServers(): http.Server[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((handle): handle is http.Server => handle instanceof http.Server && handle.listening);
}

let installed = false;

/**
 * Takes SIGTERM and SIGINT over from Next, whose own handler waits for every open response without a
 * deadline and exits 143 (ADR 0060). A repeated signal during the shutdown changes nothing.
 */
export function installGracefulShutdown(
  steps: ShutdownSteps,
  exit: (code: number) => void = process.exit,
): void {
  if (installed) return;
  installed = true;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    steps.log.info({ signal }, 'stop signal received');
    void shutDown(steps).then(
      () => exit(0),
      (error: unknown) => {
        steps.log.fatal({ error: loggableError(error) }, 'the shutdown failed');
        steps.flushLog();
        exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
