import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { z } from 'zod';
import { LOG_LEVELS } from '@/lib/logging/log-levels';
import { redactPersonal } from '@/lib/logging/redact-personal';
import { processWide } from '@/lib/process-wide';

export type { Logger } from 'pino';

export { LOG_LEVELS };
export const logLevelSchema = z.enum(LOG_LEVELS, {
  error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
});
export type LogLevel = z.infer<typeof logLevelSchema>;

export { PERSONAL_FIELDS, REDACTED } from '@/lib/logging/redact-personal';

/** `next dev` (NODE_ENV=development) only: production and tests always write JSON lines. */
function prettyStream(): DestinationStream {
  // Resolved at run time from the project, never bundled: pino-pretty is a development dependency.
  const load = createRequire(path.join(process.cwd(), 'package.json'));
  const prettyFactory = load('pino-pretty') as (options: object) => DestinationStream;
  return prettyFactory({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l' });
}

export interface LoggerSettings {
  level: LogLevel;
  pretty: boolean;
  /** Where the lines go; stdout by default. Tests pass their own. */
  destination?: DestinationStream;
}

/** One JSON object per line: level by name, ISO time, the message under `msg`, personal fields redacted. */
export function createLogger({ level, pretty, destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Personal fields are redacted here, before serialising, not by pino's `redact` paths (see there).
    formatters: { level: (label) => ({ level: label }), log: redactPersonal },
  };
  return pino(options, destination ?? (pretty ? prettyStream() : stdoutInBatches()));
}

/** A line waits at most this long for others to share its write. */
const LOG_FLUSH_EVERY_MS = 200;
/** Bytes gathered before a write: about forty request lines, under sonic-boom's 16 KB write limit. */
const LOG_BATCH_BYTES = 12_288;

/**
 * Stdout, written off the request's path in batches (pino's asynchronous mode): one write to a pipe cost
 * a loaded server about 0.15 ms of CPU a line, most of it waking the reader (ADR 0110). Lines gather up to
 * 12 KB and go out at least every 200 ms; pino writes what is left synchronously as the process exits,
 * whatever ends it (an exit, an uncaught exception), so no line logged before the end is lost.
 */
function stdoutInBatches(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => {
    try {
      stdout.flush();
    } catch {
      // Stdout is gone (the reader closed it): pino stops writing, and logging must not end the process.
    }
  }, LOG_FLUSH_EVERY_MS).unref();
  return stdout;
}

/** LOG_LEVEL, else info (warn under Vitest, whose output would otherwise hold a line per request). */
export function resolveLoggerSettings(env: Record<string, string | undefined>): LoggerSettings {
  const configured = logLevelSchema.safeParse(env.LOG_LEVEL?.trim() || undefined);
  const fallback: LogLevel = env.NODE_ENV === 'test' ? 'warn' : 'info';
  // An invalid LOG_LEVEL is reported by the configuration check at start; the logger still has to work.
  return { level: configured.success ? configured.data : fallback, pretty: env.NODE_ENV === 'development' };
}

/** The process's logger, created from the environment on first use (server bundles load this file more than once). */
export function getLogger(): Logger {
  return processWide('consultation.logger', () => createLogger(resolveLoggerSettings(process.env)));
}

/** Lines of one part of the app: `component` tells the BFF's from the embedded service's. */
export function componentLogger(
  component: 'bff' | 'embedded' | 'service-client' | 'startup' | 'security' | 'database',
): Logger {
  return getLogger().child({ component });
}
