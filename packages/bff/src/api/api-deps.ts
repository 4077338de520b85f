import type { SqlClient } from '@stride/adapters-storage';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.port.js';

/** What every API slice is built from; each slice composes its repositories and use cases from these. */
export interface ApiDeps {
  readonly sql: SqlClient;
  readonly logger: Logger;
  readonly config: Config;
  /** The current time; a port so tests can move it. */
  readonly now: () => Date;
  /** Cryptographically strong random bytes. */
  readonly randomBytes: (size: number) => Uint8Array;
  /** The access token key (STRIDE_TOKEN_SECRET, or the one the server generated and keeps in the database). */
  readonly tokenSecret: string;
}
