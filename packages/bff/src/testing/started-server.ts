import * as adaptersStorage from '@stride/adapters-storage';
import type { SqlClient } from '@stride/adapters-storage';
import type { Rebinding } from '../container.js';
import { MemoryLogger } from '../logging/memory-logger.js';
import { startServer, type RunningServer } from '../server.js';
import type { StorageModule } from '../storage/storage-module.js';

export interface StartedServer {
  readonly server: RunningServer;
  readonly logger: MemoryLogger;
  /** The client the server opened, so a test can break the database under it. */
  readonly sqlClient: () => SqlClient;
}

export interface TestServerOptions {
  /** The API's clock (token expiry, abuse limit windows); the system clock by default. */
  readonly now?: () => Date;
  /** Swaps one or more of the container's bindings before the app is built, e.g. a port's adapter. */
  readonly rebind?: Rebinding;
}

/**
 * Starts the real server on a free port with an in-memory database and a collecting logger;
 * `now` moves the API's clock, `rebind` substitutes an adapter.
 * @example await startTestServer({}, { rebind: (c) => c.rebind(CHECKOUT.PaymentGateway).toConstantValue(gateway) });
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}, options: TestServerOptions = {}): Promise<StartedServer> {
  const logger = new MemoryLogger();
  let opened: SqlClient | undefined;
  const storage: StorageModule = {
    ...adaptersStorage,
    openSqlClient: async (options) => (opened = await adaptersStorage.openSqlClient(options)),
  };
  const server = await startServer(
    { PORT: '0', HOST: '127.0.0.1', STRIDE_DB_IN_MEMORY: 'true', LOG_LEVEL: 'debug', STRIDE_CHECK_ANSWERS: 'true', ...env },
    {
      logger,
      storage,
      handleSignals: false,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.rebind === undefined ? {} : { rebind: options.rebind }),
    },
  );
  const sqlClient = () => {
    if (!opened) throw new Error('the server opened no database');
    return opened;
  };
  return { server, logger, sqlClient };
}
