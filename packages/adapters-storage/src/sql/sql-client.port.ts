/** A row as the database returns it: column name to value. */
export type SqlRow = Record<string, unknown>;

/**
 * The one small port every storage adapter speaks: parameterised SQL ($1, $2, ...),
 * transactions, and a way to close. PGlite and PostgreSQL both implement it.
 */
export interface SqlClient {
  /** Runs one statement and returns its rows. */
  query<T extends SqlRow = SqlRow>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Which engine answers: useful for logs and for the contract suite's names. */
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}
