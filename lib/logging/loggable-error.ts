import 'server-only';

interface DatabaseFailure {
  kind: string;
  code?: string;
  constraint?: string;
}

function field(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' && found !== '' ? found : undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database failure anywhere in an error's cause chain: Drizzle's query error (whose message carries
 * the SQL and its parameters), or the driver's error with a SQLSTATE `code` (pg and PGlite alike).
 */
function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let query = false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('query' in current && 'params' in current) query = true;
    const code = field(current, 'code');
    if (code !== undefined && SQLSTATE.test(code)) {
      return {
        kind: field(current, 'name') ?? 'DatabaseError',
        code,
        constraint: field(current, 'constraint'),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return query ? { kind: 'DrizzleQueryError' } : undefined;
}

/**
 * One log line's worth of an error that must not carry data: a database error gives its kind, SQLSTATE
 * code and constraint name only (never the message, detail or parameters: e-mail addresses, password
 * hashes, message text); anything else gives its stack (name and message first).
 */
export function loggableError(error: unknown): string {
  const database = databaseFailure(error);
  if (database) {
    const parts = [`database error ${database.kind}`, `code ${database.code ?? 'unknown'}`];
    if (database.constraint) parts.push(`constraint ${database.constraint}`);
    return parts.join(', ');
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'a non-error value was thrown';
}
