import {
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite's `query`, as Drizzle calls it for every statement, with each statement prepared once (ADR 0114).
 *
 * PGlite's own `query` runs six protocol exchanges with the WebAssembly backend per statement (parse,
 * describe, bind, describe, execute, sync), so PostgreSQL parses and plans the same text again each time,
 * and merges its type parsers with the caller's into a new object for each result. Here a statement's text
 * is parsed once under a name, with its parameter types and result columns described then; each run is
 * then one exchange (bind, execute, sync), and PostgreSQL keeps the plan, as it does for a server's client
 * with prepared statements. Values are serialized by the described parameter types with PGlite's own
 * serializers, and rows parsed with its parsers, so callers see the same results.
 *
 * The statements are per connection, and PGlite has one: at most `maxStatements` are kept, the least
 * recently used closed first. A failed run forgets its statement, so a schema change that invalidates a
 * kept statement costs one error at most, as on a server.
 */

const { serialize } = protocol;

/** How many distinct statement texts stay prepared; Drizzle's statements are a few hundred shapes. */
export const PREPARED_STATEMENTS_KEPT = 500;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type BackendMessage = { name: string } & Record<string, unknown>;

/** The parts of PGlite this needs beyond its public query API: its two locks and its protocol entry. */
interface PgliteInternals {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  execProtocol(message: Uint8Array, options: { syncToFs: boolean }): Promise<{ messages: BackendMessage[] }>;
  syncToFs(): Promise<void>;
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  parsers: Record<number, ((value: string, type: number) => unknown) | undefined>;
}

/** The commands whose tag counts the rows they changed, as PGlite counts `affectedRows`. */
const ROW_CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

export interface PreparedQueries {
  /** Runs one statement as PGlite's `query` would; the caller holds the lock PGlite's caller would. */
  run<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>>;
  /** How many statements are prepared now (for tests). */
  readonly size: number;
}

export function createPreparedQueries(
  client: PGlite,
  { maxStatements = PREPARED_STATEMENTS_KEPT }: { maxStatements?: number } = {},
): PreparedQueries {
  const pg = client as unknown as PgliteInternals;
  const statements = new Map<string, PreparedStatement>();
  /** Statements evicted from the map, closed on the backend with the next exchange. */
  let toClose: string[] = [];
  let counter = 0;

  async function exchange(parts: Uint8Array[]): Promise<BackendMessage[]> {
    const closing = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return (
      await pg.execProtocol(Buffer.concat([...closing, ...parts, serialize.sync()]), { syncToFs: false })
    ).messages;
  }

  async function prepare(text: string): Promise<PreparedStatement> {
    const name = `drizzle_${(counter += 1)}`;
    const messages = await exchange([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
    ]);
    const parameters = messages.find((message) => message.name === 'parameterDescription');
    const row = messages.find((message) => message.name === 'rowDescription');
    const statement: PreparedStatement = {
      name,
      parameterTypes: (parameters?.dataTypeIDs as number[] | undefined) ?? [],
      fields: ((row?.fields as { name: string; dataTypeID: number }[] | undefined) ?? []).map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      })),
    };
    if (statements.size >= maxStatements) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    statements.set(text, statement);
    return statement;
  }

  function serializeValues(
    statement: PreparedStatement,
    params: unknown[],
    options: QueryOptions | undefined,
  ) {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
  }

  function results<T>(
    statement: PreparedStatement,
    messages: BackendMessage[],
    options: QueryOptions | undefined,
  ) {
    const { fields } = statement;
    const parsers = options?.parsers;
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message.fields as (string | null)[]).map((value, index) => {
          if (value === null) return null;
          const type = fields[index]!.dataTypeID;
          const parse = parsers?.[type] ?? pg.parsers[type];
          return parse ? parse(value, type) : value;
        });
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message.name === 'commandComplete') {
        const words = (message.text as string).split(' ');
        command = words[0];
        const count = parseInt(words[words.length - 1]!, 10);
        if (ROW_CHANGING_COMMANDS.has(command!)) affectedRows += count;
        if (!Number.isNaN(count)) rowCount = count;
      }
    }
    return {
      rows,
      fields,
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as unknown as Results<T>;
  }

  return {
    async run<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const statement = statements.get(text) ?? (await prepare(text));
      // Most recently used last, so that the first in the map is the one to close.
      statements.delete(text);
      statements.set(text, statement);
      try {
        const messages = await exchange([
          serialize.bind({ statement: statement.name, values: serializeValues(statement, params, options) }),
          serialize.execute({}),
        ]);
        return results<T>(statement, messages, options);
      } catch (error) {
        if (statements.get(text) === statement) {
          statements.delete(text);
          toClose.push(statement.name);
        }
        throw error;
      }
    },
    get size() {
      return statements.size;
    },
  };
}

/**
 * Sends the client's `query`, and its transactions' `query`, through prepared statements, taking the same
 * locks as PGlite's own: a query outside a transaction waits for any transaction, one inside does not.
 * Queries with options this does not cover (a blob for COPY, explicit parameter types) keep PGlite's path.
 */
export function usePreparedStatements(client: PGlite, options?: { maxStatements?: number }): PreparedQueries {
  const pg = client as unknown as PgliteInternals;
  const prepared = createPreparedQueries(client, options);
  const ownPath = (queryOptions?: QueryOptions) => !queryOptions?.blob && !queryOptions?.paramTypes;
  const query = client.query.bind(client);
  client.query = (async <T>(text: string, params?: unknown[], queryOptions?: QueryOptions) => {
    if (!ownPath(queryOptions)) return query<T>(text, params, queryOptions);
    await pg._checkReady();
    return pg._runExclusiveTransaction(async () => {
      const result = await pg._runExclusiveQuery(() => prepared.run<T>(text, params, queryOptions));
      await pg.syncToFs();
      return result;
    });
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async <R>(text: string, params?: unknown[], queryOptions?: QueryOptions) => {
        if (!ownPath(queryOptions) || tx.closed) return txQuery<R>(text, params, queryOptions);
        return pg._runExclusiveQuery(() => prepared.run<R>(text, params, queryOptions));
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return prepared;
}
