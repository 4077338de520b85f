import * as adaptersStorage from '@stride/adapters-storage';
import { afterAll, beforeAll } from 'vitest';
import type { SqlClient, StorageOptions } from '@stride/adapters-storage';
import { parseConfig } from '../config/config.js';
import type { Rebinding } from '../container.js';
import { MemoryLogger } from '../logging/memory-logger.js';
import { seedsDemoData, startServer, type RunningServer } from '../server.js';
import type { StorageModule } from '../storage/storage-module.js';
import { templateDatabase } from './template-database.js';

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
  /**
   * Creates and migrates (and seeds) the in-memory database at start, as production does, rather than opening the
   * template database made once by the same migrations and seed: for tests of what a start does to a database.
   */
  readonly freshDatabase?: boolean;
}

/**
 * Starts the real server on a free port with an in-memory database and a collecting logger;
 * `now` moves the API's clock, `rebind` substitutes an adapter. The in-memory database starts as a copy of the
 * template database (`templateDatabase`), so the server's own migrations and seed find their work done.
 * @example await startTestServer({}, { rebind: (c) => c.rebind(CHECKOUT.PaymentGateway).toConstantValue(gateway) });
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}, options: TestServerOptions = {}): Promise<StartedServer> {
  const logger = new MemoryLogger();
  let opened: SqlClient | undefined;
  const serverEnv = { PORT: '0', HOST: '127.0.0.1', STRIDE_DB_IN_MEMORY: 'true', LOG_LEVEL: 'debug', STRIDE_CHECK_ANSWERS: 'true', ...env };
  const open = async (storageOptions: StorageOptions): Promise<SqlClient> => {
    if (options.freshDatabase === true || !inMemory(storageOptions)) return adaptersStorage.openSqlClient(storageOptions);
    return adaptersStorage.PgliteSqlClient.open({ snapshot: await templateDatabase(startsFromDemo(serverEnv) ? 'demo' : 'migrated') });
  };
  let fromDemoTemplate = false;
  const storage: StorageModule = {
    ...adaptersStorage,
    openSqlClient: async (storageOptions) => {
      opened = await open(storageOptions);
      fromDemoTemplate = options.freshDatabase !== true && inMemory(storageOptions) && startsFromDemo(serverEnv);
      return opened;
    },
    // The demo template was made by this same seed (its name is a hash of the seed's code), so seeding its copy again
    // would only read the demo data back and rewrite the same rows: about a second of CPU at every test server's start.
    seedDemoData: async (client, hashers) => (fromDemoTemplate ? adaptersStorage.NOTHING_SEEDED : adaptersStorage.seedDemoData(client, hashers)),
  };
  const server = await startServer(serverEnv, {
    logger,
    storage,
    handleSignals: false,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.rebind === undefined ? {} : { rebind: options.rebind }),
  });
  const sqlClient = () => {
    if (!opened) throw new Error('the server opened no database');
    return opened;
  };
  return { server, logger, sqlClient };
}

/** True when the server would seed the demo data, so its in-memory database starts as a copy of the demo template. */
function startsFromDemo(env: NodeJS.ProcessEnv): boolean {
  const config = parseConfig(env);
  return config.isOk() && seedsDemoData(config.value);
}

function inMemory(options: StorageOptions): boolean {
  return options.databaseUrl === undefined && (options.inMemory === true || options.dataDir === undefined);
}

/** The server a test file shares; read its fields inside tests and hooks (they exist once it has started). */
export interface SharedTestServer {
  readonly url: string;
  readonly started: StartedServer;
}

/**
 * Starts one server for the tests of a file (in `beforeAll`) and closes it after them: the set-up every HTTP test
 * file needs, written once. Call it at the top level of the file or of a `describe`.
 * @example const store = useTestServer({ STRIDE_DEMO_DATA: 'true' }); it('...', async () => fetch(new URL('/healthz', store.url)));
 */
export function useTestServer(env: NodeJS.ProcessEnv = {}, options: TestServerOptions = {}, startTimeoutMs = 120_000): SharedTestServer {
  let started: StartedServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env, options);
  }, startTimeoutMs);
  afterAll(async () => started?.server.close());
  const current = (): StartedServer => {
    if (started === undefined) throw new Error('the test server is not started: read it inside a test or a hook');
    return started;
  };
  return {
    get url() {
      return current().server.url;
    },
    get started() {
      return current();
    },
  };
}
