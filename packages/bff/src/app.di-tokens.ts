import type { SqlClient } from '@stride/adapters-storage';
import type { EmailComposer } from '@stride/domain/identity';
import type { CatalogueGlossaryReader } from '@stride/domain/catalogue';
import type { Throttle } from '@stride/domain/security';
import type { Hono } from 'hono';
import type { ApiModule } from './api/api-module.js';
import type { OpenApiRegistry } from './api/openapi-registry.js';
import type { PublicReads } from './api/public-reads.js';
import type { Config } from './config/config.js';
import type { Lifecycle } from './container.js';
import { token } from './di/token.js';
import type { AppEnv } from './http/app-env.js';
import type { Logger } from './logging/logger.port.js';
import type { ReadinessProbe } from './routes/health.routes.js';
import type { StorageModule } from './storage/storage-module.js';
import type { ClientBuild } from './web/client-assets.js';
import type { PageRenderer } from './web/page-renderer.js';

/**
 * Tokens of what every context shares (bound by infrastructureModule in container.ts) and of the
 * app itself. Each context's own ports have their tokens beside it: `api/<context>/<context>.di-tokens.ts`.
 */
export const TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  SqlClient: token<SqlClient>('SqlClient'),
  Storage: token<StorageModule>('Storage'),
  Lifecycle: token<Lifecycle>('Lifecycle'),
  ClientBuild: token<ClientBuild>('ClientBuild'),
  /** The access token key, resolved at start (see resolveTokenSecret). */
  TokenSecret: token<string>('TokenSecret'),
  /** The API's clock: token expiry, abuse limit windows, cache ages, order times. */
  Clock: token<() => Date>('Clock'),
  /** Cryptographically strong random bytes. */
  RandomBytes: token<(size: number) => Uint8Array>('RandomBytes'),
  /** The abuse limits' counters in the database, with the operator's exempt clients skipped. */
  Throttle: token<Throttle>('Throttle'),
  /** Words the outbox's e-mails in the site's locale (Lingui, the e-mail catalogues). */
  EmailComposer: token<EmailComposer>('EmailComposer'),
  /** The catalogue's translations per locale (catalogue_translations), cached: product pages, carts, orders and e-mails read it. */
  CatalogueGlossary: token<CatalogueGlossaryReader>('CatalogueGlossary'),
  OpenApiRegistry: token<OpenApiRegistry>('OpenApiRegistry'),
  /** The routes a server render reads without HTTP (answers the same for whoever asks). */
  PublicReads: token<PublicReads>('PublicReads'),
  ReadinessProbe: token<ReadinessProbe>('ReadinessProbe'),
  PageRenderer: token<PageRenderer>('PageRenderer'),
  Api: token<ApiModule>('Api'),
  App: token<Hono<AppEnv>>('App'),
} as const;
