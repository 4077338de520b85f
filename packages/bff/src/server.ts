import { randomBytes } from 'node:crypto';
import * as adaptersStorage from '@stride/adapters-storage';
import type { SqlClient } from '@stride/adapters-storage';
import type { Hono } from 'hono';
import type { Container } from 'inversify';
import type { ApiModule } from './api/api-module.js';
import { TOKENS } from './app.di-tokens.js';
import { parseConfig, type Config } from './config/config.js';
import { buildContainer, type Lifecycle, type Rebinding } from './container.js';
import type { AppEnv } from './http/app-env.js';
import { createStdoutJsonLogger } from './logging/json-logger.js';
import type { Logger } from './logging/logger.port.js';
import { listen, publicUrl, stopListening } from './server/http-listener.js';
import { exitOnSignals } from './server/shutdown-signals.js';
import { resolveTokenSecret } from './security/token-secret.js';
import { topUpDemoContent } from './storage/demo-content.js';
import type { StorageModule } from './storage/storage-module.js';
import { loadClientBuild, type ClientBuild } from './web/client-assets.js';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** Stops accepting, lets in-flight requests finish, closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Defaults to JSON lines on stdout at LOG_LEVEL. */
  readonly logger?: Logger;
  /** Defaults to @stride/adapters-storage. */
  readonly storage?: StorageModule;
  /** Defaults to the Vite build of @stride/web. */
  readonly clientBuild?: ClientBuild;
  /** Exit on SIGTERM/SIGINT after a graceful close; true by default, tests turn it off. */
  readonly handleSignals?: boolean;
  /** The clock of the API (token expiry, abuse limit windows); the system clock by default, tests move it. */
  readonly now?: () => Date;
  /** Swaps bindings of the container before the app is built; tests substitute a port's adapter with it. */
  readonly rebind?: Rebinding;
}

/**
 * Parses the configuration, opens and migrates the database, and serves the app.
 * Rejects with a ConfigError when the environment is invalid.
 * @example const server = await startServer({ PORT: '0', STRIDE_DB_IN_MEMORY: 'true' });
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env, options: StartServerOptions = {}): Promise<RunningServer> {
  const parsed = parseConfig(env);
  if (parsed.isErr()) throw parsed.error;
  const config = parsed.value;
  const logger = options.logger ?? createStdoutJsonLogger(config.LOG_LEVEL);
  const storage = options.storage ?? adaptersStorage;
  const clientBuild = options.clientBuild ?? loadClientBuild();
  const sqlClient = await storage.openSqlClient(storageOptions(config));
  try {
    const { applied } = await storage.runMigrations(sqlClient);
    logger.info('database ready', { engine: sqlClient.engine, migrationsApplied: applied });
    if (seedsDemoData(config)) {
      const seeded = await storage.seedDemoData(sqlClient, storage.scryptHashers);
      logger.info('demo data', { ...seeded });
      const content = await topUpDemoContent(sqlClient, options.now?.() ?? new Date());
      logger.info('demo content', { created: content.created.length, unchanged: content.unchanged.length });
    }
    const keep = (name: string, candidate: string) => storage.keepServerSecret(sqlClient, name, candidate);
    const tokenSecret = await resolveTokenSecret(config, { keep, randomBytes: (size) => new Uint8Array(randomBytes(size)), logger });
    const container = buildContainer(
      { config, logger, sqlClient, storage, clientBuild, lifecycle: { draining: false }, tokenSecret, now: options.now },
      options.rebind,
    );
    return await serveApp(container, options.handleSignals !== false);
  } catch (error) {
    await sqlClient.close().catch(() => {});
    throw error;
  }
}

async function serveApp(container: Container, handleSignals: boolean): Promise<RunningServer> {
  const config = container.get<Config>(TOKENS.Config);
  const logger = container.get<Logger>(TOKENS.Logger);
  const lifecycle = container.get<Lifecycle>(TOKENS.Lifecycle);
  const sqlClient = container.get<SqlClient>(TOKENS.SqlClient);
  const app = container.get<Hono<AppEnv>>(TOKENS.App);
  const { server, port } = await listen(app.fetch, config.HOST, config.PORT, {
    headersMs: config.STRIDE_HEADERS_TIMEOUT_MS,
    requestMs: config.STRIDE_REQUEST_TIMEOUT_MS,
    keepAliveMs: config.STRIDE_KEEP_ALIVE_TIMEOUT_MS,
  });
  const stopSweeping = sweepAbandonedOrders(container.get<ApiModule>(TOKENS.Api), logger);
  const url = publicUrl(config.HOST, port);
  logger.info('listening', { url, port, host: config.HOST });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifecycle.draining = true;
      stopSweeping();
      removeSignalHandlers();
      await stopListening(server, config.STRIDE_SHUTDOWN_GRACE_MS);
      await sqlClient.close();
      logger.info('stopped', { url });
    })();
    return closing;
  };
  const removeSignalHandlers = handleSignals ? exitOnSignals(close, logger) : () => {};
  return { url, port, close };
}

/** How often the server looks for orders left waiting for payment. */
export const PENDING_ORDER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, releases orders left PENDING_PAYMENT past STRIDE_PENDING_ORDER_TTL_MS (an abandoned
 * 3-D Secure challenge, or a crash between the order and the provider's answer). A failed sweep is
 * logged and tried again at the next tick; the timer never keeps the process alive.
 */
function sweepAbandonedOrders(api: ApiModule, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    api
      .releaseAbandonedOrders()
      .then((released) => {
        if (released.length > 0) logger.info('released abandoned orders', { orders: released });
      })
      .catch((error: unknown) => logger.error('abandoned order sweep failed', { error }))
      .finally(() => {
        running = false;
      });
  }, PENDING_ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether this start seeds the demo catalogue and accounts (see STRIDE_DEMO_DATA). */
export function seedsDemoData(config: Config): boolean {
  if (config.STRIDE_DEMO_DATA !== 'auto') return config.STRIDE_DEMO_DATA === 'true';
  return config.DATABASE_URL === undefined && !config.STRIDE_DB_IN_MEMORY;
}

function storageOptions(config: Config) {
  // A DATABASE_URL wins over the embedded database, as ARCHITECTURE.md's Storage section says.
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL, sharedConnections: config.STRIDE_PG_SHARED_CONNECTIONS };
  return config.STRIDE_DB_IN_MEMORY ? { inMemory: true } : { dataDir: config.STRIDE_DATA_DIR };
}
