/** A row as the database returns it: column name to value. */
export type SqlRow = Record<string, unknown>;

/**
 * The one small port every storage adapter speaks: parameterised SQL ($1, $2, ...),
 * transactions, and a way to close. PGlite and PostgreSQL both implement it.
 *
 * Values read back are the same on both engines: int2/int4/int8 as `number` (int8 beyond
 * Number.MAX_SAFE_INTEGER as `bigint`, never a silently rounded number), numeric as a decimal
 * `string` (exact), `date` as a 'YYYY-MM-DD' `string`, timestamptz as `Date`, json/jsonb parsed.
 * Use timestamptz rather than timestamp: a timestamp without zone is read in the process's zone.
 * Parameters: pass json/jsonb as `JSON.stringify(value)` (a plain object also works, but pg sends a
 * JS array as a PostgreSQL array, so arrays must be stringified); a JS array binds to `text[]` etc.
 */
export interface SqlClient {
  /** Runs one statement and returns its rows. */
  query<T extends SqlRow = SqlRow>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs one or more statements separated by `;`, without parameters (migrations, DDL).
   * Added to the port because PGlite's `query` accepts a single statement only.
   */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it throws.
   * Called on a transaction's client it nests through a savepoint. Inside `work`, use `tx` only:
   * on PGlite the outer client waits for the transaction to end, so using it there never returns.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Which engine answers: useful for logs and for the contract suite's names. */
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}
