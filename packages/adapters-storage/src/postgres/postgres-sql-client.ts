import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PoolClient, QueryConfig } from 'pg';
import type { SqlClient, SqlRow } from '../sql/sql-client.port.js';
import { sqlStateOf } from '../sql/sql-errors.js';
import { TransactionSqlClient } from '../sql/transaction-sql-client.js';
import type { TxConnection } from '../sql/transaction-sql-client.js';
import { describeDatabaseUrl } from './describe-database-url.js';
import { postgresTypes } from './postgres-types.js';
import { closedClientError, LOCK_NOT_AVAILABLE, SHARED_LOCK_TIMEOUT_MS, SharedConnection } from './shared-connection.js';

export type PostgresSqlClientOptions = {
  databaseUrl: string;
  /** A schema of its own (created if missing), first on every connection's search_path: for tests. */
  schema?: string;
  /**
   * How many shared pipelined connections carry the statements outside a transaction (default 1;
   * 0 sends them to the pool). Each runs one commit at a time, so a server whose commits are slow
   * wants more (docs/decisions.md).
   */
  sharedConnections?: number;
};

/** How long to wait for a connection (a new one, or a free one from a busy pool) before failing. */
const CONNECT_TIMEOUT_MS = 5_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const DEFAULT_SHARED_CONNECTIONS = 1;

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses and plans a
 * statement once per connection instead of on every call (the basket read costs more to plan than
 * to run). The name is a hash of the text, so one text is one statement on every connection.
 * Statements built with a varying number of parameters could make many names; past this many
 * distinct texts, new ones run unnamed (parsed every time, as before), so a connection never
 * holds more than this many prepared statements.
 */
const MAX_PREPARED_TEXTS = 1_000;
const preparedNames = new Map<string, string>();

/** The pg query for `sql`: named (prepared once per connection) while the bound allows. */
export function preparedQuery(sql: string, params: readonly unknown[]): QueryConfig {
  const values = [...params];
  if (values.length === 0) return { text: sql, values };
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `stride_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    preparedNames.set(sql, name);
  }
  return name === undefined ? { text: sql, values } : { name, text: sql, values };
}

/**
 * SqlClient over a PostgreSQL server. A statement with parameters outside a transaction runs on a
 * shared pipelined connection (SharedConnection; the least busy, when there are several); a
 * transaction keeps a pooled connection from BEGIN to COMMIT or ROLLBACK, and statements without
 * parameters (DDL, scripts) borrow one too.
 */
export class PostgresSqlClient implements SqlClient {
  readonly engine = 'postgres' as const;
  private closed = false;
  private readonly shared: readonly SharedConnection[];

  private constructor(
    private readonly pool: pg.Pool,
    private readonly target: string,
    sharedConfig: pg.ClientConfig,
    sharedConnections: number,
  ) {
    this.shared = Array.from({ length: sharedConnections }, () => new SharedConnection(sharedConfig, (error) => this.connectFailure(error)));
  }

  /** Connects once to prove the server answers; rejects naming the host (never the password) if not. */
  static async connect(options: PostgresSqlClientOptions): Promise<PostgresSqlClient> {
    const { databaseUrl, schema, sharedConnections = DEFAULT_SHARED_CONNECTIONS } = options;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
    }
    if (!Number.isInteger(sharedConnections) || sharedConnections < 0) {
      throw new Error(`Invalid number of shared connections ${sharedConnections}: use a whole number from 0`);
    }
    // public stays on the path after the schema: extensions (pg_trgm) live there once per database.
    const searchPath = schema === undefined ? '' : `-c search_path=${schema},public`;
    const config = { connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, types: postgresTypes };
    const pool = new pg.Pool({ ...config, ...(searchPath === '' ? {} : { options: searchPath }) });
    // An idle connection that drops emits here; without a listener Node would crash the process.
    // The pool has already discarded it and the next borrower gets a fresh one.
    pool.on('error', () => undefined);
    const sharedConfig = { ...config, options: `${searchPath} -c lock_timeout=${SHARED_LOCK_TIMEOUT_MS}`.trim() };
    const client = new PostgresSqlClient(pool, describeDatabaseUrl(databaseUrl), sharedConfig, sharedConnections);
    try {
      await client.query(schema === undefined ? 'SELECT 1' : `CREATE SCHEMA IF NOT EXISTS ${schema}`);
      return client;
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  async query<T extends SqlRow = SqlRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const query = preparedQuery(sql, params);
    const shared = params.length > 0 ? this.leastBusyShared() : undefined;
    if (shared !== undefined) {
      try {
        return await shared.query<T>(query);
      } catch (error) {
        // It waited too long for a lock, so it changed nothing: run it where waiting blocks no one else.
        if (sqlStateOf(error) !== LOCK_NOT_AVAILABLE) throw error;
      }
    }
    const connection = await this.acquire();
    return this.releasing(connection, async () => (await connection.query<T>(query)).rows);
  }

  async exec(sql: string): Promise<void> {
    const connection = await this.acquire();
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.releasing(connection, () => connection.query(sql));
  }

  async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    const connection = await this.acquire();
    const tx = new TransactionSqlClient(connectionOf(connection), this.engine);
    try {
      await connection.query('BEGIN');
      const result = await work(tx);
      await connection.query('COMMIT');
      connection.release();
      return result;
    } catch (error) {
      await rollbackAndRelease(connection);
      throw error;
    } finally {
      tx.end();
    }
  }

  /** Ends the pool once every borrowed connection is back; calling it again does nothing. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.shared.map((shared) => shared.close()), this.pool.end()]);
  }

  private leastBusyShared(): SharedConnection | undefined {
    let best: SharedConnection | undefined;
    for (const shared of this.shared) if (best === undefined || shared.inFlight < best.inFlight) best = shared;
    return best;
  }

  private async acquire(): Promise<PoolClient> {
    if (this.closed) throw closedClientError();
    try {
      return await this.pool.connect();
    } catch (error) {
      throw this.connectFailure(error);
    }
  }

  private connectFailure(error: unknown): Error {
    return new Error(`Cannot connect to PostgreSQL at ${this.target}: ${reasonOf(error)}`, { cause: error });
  }

  /** Runs `use`, then returns the connection to the pool, or destroys it if it broke. */
  private async releasing<T>(connection: PoolClient, use: () => Promise<T>): Promise<T> {
    try {
      const result = await use();
      connection.release();
      return result;
    } catch (error) {
      // A database error (with a SQLSTATE) leaves the connection healthy; anything else may not.
      connection.release(sqlStateOf(error) === undefined ? toError(error) : undefined);
      throw error;
    }
  }
}

function connectionOf(connection: PoolClient): TxConnection {
  return {
    query: async (sql, params) => (await connection.query<SqlRow>(preparedQuery(sql, params))).rows,
    exec: async (sql) => {
      await connection.query(sql);
    },
  };
}

/** Rolls back and returns the connection; one that cannot even roll back is destroyed instead. */
async function rollbackAndRelease(connection: PoolClient): Promise<void> {
  try {
    await connection.query('ROLLBACK');
    connection.release();
  } catch (rollbackError) {
    connection.release(toError(rollbackError));
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return error.message || code || error.name;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
