import type { PGlite, Transaction } from '@electric-sql/pglite';
import { traceQuery } from './query-span';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function traceQueryable(target: Queryable): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    traceQuery(text, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as Queryable['query'];
  target.exec = ((text: string, ...rest: unknown[]) =>
    traceQuery(text, () =>
      (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as Queryable['exec'];
}

/**
 * Spans for PGlite's queries, which no OpenTelemetry instrumentation covers: Drizzle sends every
 * statement through `query` or `exec`, on the client or on a transaction.
 */
export function tracePgliteQueries(client: PGlite): PGlite {
  traceQueryable(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      traceQueryable(tx);
      return callback(tx);
    })) as PGlite['transaction'];
  return client;
}
