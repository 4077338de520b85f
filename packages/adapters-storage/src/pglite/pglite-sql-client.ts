import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { SqlClient, SqlRow } from '../sql/sql-client.port.js';
import { SerialQueue } from '../sql/serial-queue.js';
import { sqlTypeParsers } from '../sql/sql-type-parsers.js';
import { TransactionSqlClient } from '../sql/transaction-sql-client.js';
import type { TxConnection } from '../sql/transaction-sql-client.js';

export type PgliteSqlClientOptions = {
  /** Folder holding the database files (created if missing); in memory when absent. */
  dataDir?: string;
};

/** One queue per PGlite instance, so that every client over the same instance takes turns. */
const queues = new WeakMap<PGlite, SerialQueue>();

function queueOf(db: PGlite): SerialQueue {
  const queue = queues.get(db) ?? new SerialQueue();
  queues.set(db, queue);
  return queue;
}

/**
 * SqlClient over PGlite, PostgreSQL compiled to WebAssembly, in this process. It has a single
 * connection, so statements and whole transactions take turns through one queue: no caller
 * ever runs a statement inside another caller's transaction.
 */
export class PgliteSqlClient implements SqlClient {
  readonly engine = 'pglite' as const;
  private readonly queue: SerialQueue;
  private closed = false;

  private constructor(
    private readonly db: PGlite,
    private readonly ownsDb: boolean,
  ) {
    this.queue = queueOf(db);
  }

  /** Opens (and on first use creates) the database on disk in `dataDir`, or in memory. */
  static async open(options: PgliteSqlClientOptions = {}): Promise<PgliteSqlClient> {
    const { dataDir } = options;
    try {
      if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
      // Options go in one object: PGlite ignores a second argument when the first is undefined.
      const db = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), parsers: { ...sqlTypeParsers } });
      await db.waitReady;
      return new PgliteSqlClient(db, true);
    } catch (error) {
      const where = dataDir === undefined ? 'in memory' : `in ${dataDir}`;
      throw new Error(`Cannot open the PGlite database ${where}: ${messageOf(error)}`, { cause: error });
    }
  }

  /**
   * A client over a PGlite the caller opened and keeps: `close` ends this client, not the database.
   * Give the instance the `parsers` of `sqlTypeParsers` so values read the same as on PostgreSQL.
   */
  static over(db: PGlite): PgliteSqlClient {
    return new PgliteSqlClient(db, false);
  }

  query<T extends SqlRow = SqlRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.exclusive(async () => (await this.db.query<T>(sql, [...params])).rows);
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(async () => {
      await this.db.exec(sql);
    });
  }

  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.db.transaction(async (pgliteTx) => {
        const tx = new TransactionSqlClient(connectionOf(pgliteTx), this.engine);
        try {
          return await work(tx);
        } finally {
          tx.end();
        }
      }),
    );
  }

  /** Waits for queued work, then closes the database if this client opened it; idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.run(async () => {
      if (this.ownsDb) await this.db.close();
    });
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The PGlite SqlClient is closed'));
    return this.queue.run(task);
  }
}

function connectionOf(tx: Transaction): TxConnection {
  return {
    query: async (sql, params) => (await tx.query<SqlRow>(sql, [...params])).rows,
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
