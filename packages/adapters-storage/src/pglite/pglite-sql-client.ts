import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlClient, SqlRow } from '../sql/sql-client.port.js';
import { SerialQueue } from '../sql/serial-queue.js';
import { sqlTypeParsers } from '../sql/sql-type-parsers.js';
import { TransactionSqlClient } from '../sql/transaction-sql-client.js';
import type { TxConnection } from '../sql/transaction-sql-client.js';
import { PreparedStatements } from './prepared-statements.js';

/**
 * The extensions Stride's schema needs, to give every PGlite that runs its migrations: trigram similarity for
 * search's typo corrections (migration 0024 creates the extension).
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

export type PgliteSqlClientOptions = {
  /** Folder holding the database files (created if missing); in memory when absent. */
  dataDir?: string;
  /**
   * A database to start from, as `snapshot()` wrote it: PGlite opens it instead of creating an empty
   * one (under a second against about four for a new cluster), for test databases that begin alike.
   */
  snapshot?: Blob;
};

/** One queue per PGlite instance, so that every client over the same instance takes turns. */
const queues = new WeakMap<PGlite, SerialQueue>();
/** One statement cache per instance: prepared statements belong to its single session. */
const statementCaches = new WeakMap<PGlite, PreparedStatements>();

function queueOf(db: PGlite): SerialQueue {
  const queue = queues.get(db) ?? new SerialQueue();
  queues.set(db, queue);
  return queue;
}

function statementsOf(db: PGlite): PreparedStatements {
  const statements = statementCaches.get(db) ?? new PreparedStatements(db);
  statementCaches.set(db, statements);
  return statements;
}

/**
 * SqlClient over PGlite, PostgreSQL compiled to WebAssembly, in this process. It has a single
 * connection, so statements and whole transactions take turns through one queue: no caller
 * ever runs a statement inside another caller's transaction.
 */
export class PgliteSqlClient implements SqlClient {
  readonly engine = 'pglite' as const;
  private readonly queue: SerialQueue;
  private readonly statements: PreparedStatements;
  private closed = false;

  private constructor(
    private readonly db: PGlite,
    private readonly ownsDb: boolean,
  ) {
    this.queue = queueOf(db);
    this.statements = statementsOf(db);
  }

  /** Opens (and on first use creates) the database on disk in `dataDir`, or in memory. */
  static async open(options: PgliteSqlClientOptions = {}): Promise<PgliteSqlClient> {
    const { dataDir, snapshot } = options;
    try {
      if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
      // Options go in one object: PGlite ignores a second argument when the first is undefined.
      const db = new PGlite({
        ...(dataDir === undefined ? {} : { dataDir }),
        ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
        parsers: { ...sqlTypeParsers },
        extensions: PGLITE_EXTENSIONS,
      });
      await db.waitReady;
      return new PgliteSqlClient(db, true);
    } catch (error) {
      const where = dataDir === undefined ? 'in memory' : `in ${dataDir}`;
      throw new Error(`Cannot open the PGlite database ${where}: ${messageOf(error)}`, { cause: error });
    }
  }

  /**
   * A client over a PGlite the caller opened and keeps: `close` ends this client, not the database.
   * Give the instance the `parsers` of `sqlTypeParsers` so values read the same as on PostgreSQL, and the
   * `PGLITE_EXTENSIONS` so Stride's migrations run on it.
   */
  static over(db: PGlite): PgliteSqlClient {
    return new PgliteSqlClient(db, false);
  }

  query<T extends SqlRow = SqlRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.exclusive(() => this.statements.run(sql, params, { durable: true }) as Promise<T[]>);
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(async () => {
      await this.db.exec(sql);
    });
  }

  // BEGIN and COMMIT go through the same prepared path as every statement; PGlite's own
  // transaction() would send each statement of the transaction through its slower query().
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.statements.run('BEGIN', [], { durable: false });
      const tx = new TransactionSqlClient(this.connection(), this.engine);
      try {
        const result = await work(tx);
        await this.statements.commit();
        return result;
      } catch (error) {
        await this.statements.run('ROLLBACK', [], { durable: true }).catch(() => undefined);
        throw error;
      } finally {
        tx.end();
      }
    });
  }

  /** The whole database as an uncompressed tarball, taken between statements; `open({ snapshot })` starts from it. */
  snapshot(): Promise<Blob> {
    return this.exclusive(() => this.db.dumpDataDir('none'));
  }

  /** Waits for queued work, then closes the database if this client opened it; idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.run(async () => {
      if (this.ownsDb) await this.db.close();
    });
  }

  /** The statements of a transaction: already inside the queue, so they run directly. */
  private connection(): TxConnection {
    return {
      query: (sql, params) => this.statements.run(sql, params, { durable: false }),
      exec: async (sql) => {
        await this.db.exec(sql);
      },
    };
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The PGlite SqlClient is closed'));
    return this.queue.run(task);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
