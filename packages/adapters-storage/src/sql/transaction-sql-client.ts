import type { SqlClient, SqlRow } from './sql-client.port.js';

/** What a transaction needs from the one connection it runs on. */
export type TxConnection = {
  query(sql: string, params: readonly unknown[]): Promise<SqlRow[]>;
  exec(sql: string): Promise<void>;
};

/**
 * The client handed to `transaction(work)`: every statement runs on the transaction's own
 * connection, a nested `transaction` becomes a savepoint, and it refuses work once its
 * transaction has ended (on PostgreSQL the connection would already serve someone else).
 */
export class TransactionSqlClient implements SqlClient {
  private active = true;

  constructor(
    private readonly connection: TxConnection,
    readonly engine: SqlClient['engine'],
    private readonly savepoints: { next: number } = { next: 1 },
  ) {}

  async query<T extends SqlRow = SqlRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    this.assertActive();
    return (await this.connection.query(sql, params)) as T[];
  }

  async exec(sql: string): Promise<void> {
    this.assertActive();
    await this.connection.exec(sql);
  }

  /** Nests through a savepoint: a throw undoes only this block and leaves the outer one usable. */
  async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    this.assertActive();
    const name = `stride_savepoint_${this.savepoints.next++}`;
    await this.connection.query(`SAVEPOINT ${name}`, []);
    const nested = new TransactionSqlClient(this.connection, this.engine, this.savepoints);
    try {
      const result = await work(nested);
      await this.connection.query(`RELEASE SAVEPOINT ${name}`, []);
      return result;
    } catch (error) {
      // If even the rollback fails the outer transaction is lost anyway; the first error says why.
      await this.connection.query(`ROLLBACK TO SAVEPOINT ${name}`, []).catch(() => undefined);
      throw error;
    } finally {
      nested.end();
    }
  }

  close(): Promise<void> {
    return Promise.reject(new Error('close() belongs to the SqlClient, not to a transaction'));
  }

  /** Marks the transaction finished: later calls on this client reject. */
  end(): void {
    this.active = false;
  }

  private assertActive(): void {
    if (!this.active) throw new Error('This transaction has ended; use the SqlClient instead');
  }
}
