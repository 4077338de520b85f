import pg from 'pg';
import type { QueryConfig } from 'pg';
import type { SqlRow } from '../sql/sql-client.port.js';

/**
 * How long a statement on the shared connection may wait for a row or table lock before it gives
 * way (SQLSTATE 55P03, lock_not_available). Every statement behind it waits as long, so this stays
 * short; the statement then runs again on a pooled connection, where it may wait as long as it needs.
 */
export const SHARED_LOCK_TIMEOUT_MS = 25;

/** The SQLSTATE PostgreSQL answers when `lock_timeout` runs out. */
export const LOCK_NOT_AVAILABLE = '55P03';

/** What a statement asked of a closed client is refused with, on the shared connection or the pool. */
export const closedClientError = (): Error => new Error('The PostgreSQL SqlClient is closed');

/**
 * One connection in pg's pipeline mode, shared by every statement that runs outside a
 * transaction: a statement is written as soon as it is asked for, behind those still running, and
 * PostgreSQL answers them in order. Its backend finds the next statement already waiting instead
 * of sleeping between round trips, and the bff reads several answers in one wake-up (measured in
 * docs/performance.md, seventh session).
 *
 * Statements on it run one after another, so a statement that waits blocks those behind it:
 * lock waits are cut short by `lock_timeout` (the caller reruns the statement on the pool), and a
 * transaction never runs here. The connection opens on first use; when it breaks, the statements
 * in flight fail and the next one opens a new connection.
 */
export class SharedConnection {
  /** Statements asked for and not yet answered: the client sends the next one to the least busy. */
  inFlight = 0;
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly describeFailure: (error: unknown) => Error,
  ) {}

  async query<T extends SqlRow>(query: QueryConfig): Promise<T[]> {
    this.inFlight += 1;
    try {
      const client = this.client ?? (await this.open());
      return (await client.query<T>(query)).rows;
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Ends the connection once the statements already written are answered. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.opening?.catch(() => undefined));
    this.client = undefined;
    await client?.end();
  }

  private open(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(closedClientError());
    this.opening ??= this.connect().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, pipeline: true });
    // A broken connection is forgotten, so the next statement opens another; the statements in
    // flight on it have already failed with pg's error.
    const forget = (): void => {
      if (this.client === client) this.client = undefined;
    };
    client.on('error', () => {
      forget();
      client.end().catch(() => undefined);
    });
    client.on('end', forget);
    try {
      await client.connect();
    } catch (error) {
      throw this.describeFailure(error);
    }
    if (this.closed) {
      await client.end();
      throw closedClientError();
    }
    this.client = client;
    return client;
  }
}
