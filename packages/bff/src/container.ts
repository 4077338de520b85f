import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '@stride/adapters-storage';
import { renderPage } from '@stride/web';
import type { Hono } from 'hono';
import { Container } from 'inversify';
import { TOKENS } from './app.di-tokens.js';
import { createApiModule, type ApiModule } from './api/api-module.js';
import { createApp } from './app.js';
import type { Config } from './config/config.js';
import type { AppEnv } from './http/app-env.js';
import type { Logger } from './logging/logger.port.js';
import type { ReadinessProbe } from './routes/health.routes.js';
import type { StorageModule } from './storage/storage-module.js';
import type { ClientBuild } from './web/client-assets.js';
import { createPageRenderer, type PageRenderer } from './web/page-renderer.js';
import { createReloadingPageRenderer } from './web/reloading-page-renderer.js';

/** Mutable process state the server flips while shutting down. */
export interface Lifecycle {
  draining: boolean;
}

export interface ContainerInputs {
  readonly config: Config;
  readonly logger: Logger;
  readonly sqlClient: SqlClient;
  readonly storage: StorageModule;
  readonly lifecycle: Lifecycle;
  readonly clientBuild: ClientBuild;
  /** The access token key, resolved at start (see resolveTokenSecret). */
  readonly tokenSecret: string;
  /** The API's clock; the system clock when absent. */
  readonly now?: (() => Date) | undefined;
}

/** The composition root: binds what start produced, and derives the app from it. */
export function buildContainer(inputs: ContainerInputs): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.Config).toConstantValue(inputs.config);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(inputs.logger);
  container.bind<SqlClient>(TOKENS.SqlClient).toConstantValue(inputs.sqlClient);
  container.bind<StorageModule>(TOKENS.Storage).toConstantValue(inputs.storage);
  container.bind<Lifecycle>(TOKENS.Lifecycle).toConstantValue(inputs.lifecycle);
  container.bind<ClientBuild>(TOKENS.ClientBuild).toConstantValue(inputs.clientBuild);
  container.bind<ReadinessProbe>(TOKENS.ReadinessProbe).toDynamicValue((ctx) => {
    const lifecycle = ctx.get<Lifecycle>(TOKENS.Lifecycle);
    const storage = ctx.get<StorageModule>(TOKENS.Storage);
    const sql = ctx.get<SqlClient>(TOKENS.SqlClient);
    // A draining instance reports unready first, so the load balancer stops sending traffic.
    return async () => !lifecycle.draining && storage.checkDatabase(sql);
  });
  container.bind<PageRenderer>(TOKENS.PageRenderer).toDynamicValue((ctx) => {
    const config = ctx.get<Config>(TOKENS.Config);
    const clientBuild = ctx.get<ClientBuild>(TOKENS.ClientBuild);
    const publicOrigin = new URL(config.STRIDE_PUBLIC_URL).origin;
    return config.STRIDE_WEB_RELOAD
      ? createReloadingPageRenderer({ serverEntry: fileURLToPath(import.meta.resolve('@stride/web')), clientDir: clientBuild.clientDir, publicOrigin })
      : createPageRenderer(renderPage, clientBuild.assets, publicOrigin);
  });
  container.bind<ApiModule>(TOKENS.Api).toDynamicValue((ctx) =>
    createApiModule({
      sql: ctx.get<SqlClient>(TOKENS.SqlClient),
      logger: ctx.get<Logger>(TOKENS.Logger),
      config: ctx.get<Config>(TOKENS.Config),
      now: inputs.now ?? (() => new Date()),
      randomBytes: (size) => new Uint8Array(randomBytes(size)),
      tokenSecret: inputs.tokenSecret,
    }),
  );
  container.bind<Hono<AppEnv>>(TOKENS.App).toDynamicValue((ctx) =>
    createApp({
      logger: ctx.get<Logger>(TOKENS.Logger),
      readiness: ctx.get<ReadinessProbe>(TOKENS.ReadinessProbe),
      pages: ctx.get<PageRenderer>(TOKENS.PageRenderer),
      clientDir: ctx.get<ClientBuild>(TOKENS.ClientBuild).clientDir,
      api: ctx.get<ApiModule>(TOKENS.Api),
      tls: { publicUrl: ctx.get<Config>(TOKENS.Config).STRIDE_PUBLIC_URL, trustProxy: ctx.get<Config>(TOKENS.Config).STRIDE_TRUST_PROXY },
    }),
  );
  return container;
}
