import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '@stride/adapters-storage';
import { PgCatalogueGlossary, PgThrottle } from '@stride/adapters-storage';
import { renderPage, runPageAction } from '@stride/web';
import { Container, ContainerModule } from 'inversify';
import { TOKENS } from './app.di-tokens.js';
import { apiModule } from './api/api-module.js';
import { cartModule } from './api/cart/cart.module.js';
import { catalogueModule } from './api/catalogue/catalogue.module.js';
import { checkoutModule } from './api/checkout/checkout.module.js';
import { contentModule } from './api/content/content.module.js';
import { deliveryModule } from './api/delivery/delivery.module.js';
import { identityModule } from './api/identity/identity.module.js';
import { supportModule } from './api/support/support.module.js';
import { reviewsModule } from './api/reviews/reviews.module.js';
import { stockNotificationsModule } from './api/stock-notifications/stock-notifications.module.js';
import { listsModule } from './api/lists/lists.module.js';
import { personalisationModule } from './api/personalisation/personalisation.module.js';
import { createApp } from './app.js';
import type { Config } from './config/config.js';
import type { Logger } from './logging/logger.port.js';
import { linguiEmailComposer } from './email/lingui-email-composer.js';
import { cachedCatalogueGlossary } from './api/catalogue/cached-catalogue-glossary.js';
import { exemptingClients } from './security/exempting-throttle.js';
import type { StorageModule } from './storage/storage-module.js';
import type { ClientBuild } from './web/client-assets.js';
import { createPageRenderer, type PageRenderer } from './web/page-renderer.js';
import { experimentEndpoints, experimentOrigins, socialGalleryOrigins } from './web/experiment-endpoints.js';
import { createReloadingPageRenderer } from './web/reloading-page-renderer.js';
import { captchaOrigins, captchaPageSetting } from './security/configured-captcha.js';

/** Mutable process state the server flips while shutting down. */
export interface Lifecycle {
  draining: boolean;
}

/** What start produced that every context shares. */
export interface InfrastructureInputs {
  readonly config: Config;
  readonly logger: Logger;
  readonly sqlClient: SqlClient;
  /** The access token key, resolved at start (see resolveTokenSecret). */
  readonly tokenSecret: string;
  /** The API's clock; the system clock when absent. */
  readonly now?: (() => Date) | undefined;
}

/** What start produced for the app around the API. */
export interface AppInputs {
  readonly storage: StorageModule;
  readonly lifecycle: Lifecycle;
  readonly clientBuild: ClientBuild;
}

export type ContainerInputs = InfrastructureInputs & AppInputs;

/**
 * Changes bindings after every module is loaded and before anything is resolved: a test swaps one
 * port's adapter this way, e.g. `container.rebind(CHECKOUT.PaymentGateway).toConstantValue(refusing)`.
 */
export type Rebinding = (container: Container) => void;

/** What every context shares: configuration, logging, the database, time, randomness, abuse limits. */
export function infrastructureModule(inputs: InfrastructureInputs): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Config).toConstantValue(inputs.config);
    bind(TOKENS.Logger).toConstantValue(inputs.logger);
    bind(TOKENS.SqlClient).toConstantValue(inputs.sqlClient);
    bind(TOKENS.TokenSecret).toConstantValue(inputs.tokenSecret);
    bind(TOKENS.Clock).toConstantValue(inputs.now ?? (() => new Date()));
    bind(TOKENS.RandomBytes).toConstantValue((size) => new Uint8Array(randomBytes(size)));
    bind(TOKENS.Throttle).toDynamicValue((ctx) => exemptingClients(new PgThrottle(ctx.get(TOKENS.SqlClient)), ctx.get(TOKENS.Config).STRIDE_LIMITS_EXEMPT));
    bind(TOKENS.EmailComposer).toConstantValue(linguiEmailComposer());
    bind(TOKENS.CatalogueGlossary).toDynamicValue((ctx) => {
      const now = ctx.get(TOKENS.Clock);
      return cachedCatalogueGlossary(new PgCatalogueGlossary(ctx.get(TOKENS.SqlClient)), ctx.get(TOKENS.Config).STRIDE_PRODUCT_CACHE_TTL_MS, () =>
        now().getTime(),
      );
    });
  });
}

/** The app around the API: readiness, server-side rendered pages, static assets. */
export function appModule(inputs: AppInputs): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Storage).toConstantValue(inputs.storage);
    bind(TOKENS.Lifecycle).toConstantValue(inputs.lifecycle);
    bind(TOKENS.ClientBuild).toConstantValue(inputs.clientBuild);
    bind(TOKENS.ReadinessProbe).toDynamicValue((ctx) => {
      const lifecycle = ctx.get(TOKENS.Lifecycle);
      const storage = ctx.get(TOKENS.Storage);
      const sql = ctx.get(TOKENS.SqlClient);
      // A draining instance reports unready first, so the load balancer stops sending traffic.
      return async () => !lifecycle.draining && storage.checkDatabase(sql);
    });
    bind(TOKENS.PageRenderer).toDynamicValue((ctx): PageRenderer => {
      const config = ctx.get(TOKENS.Config);
      const clientBuild = ctx.get(TOKENS.ClientBuild);
      const publicOrigin = new URL(config.STRIDE_PUBLIC_URL).origin;
      const experiments = experimentEndpoints(config);
      const gallery = config.STRIDE_SOCIAL_GALLERY_SCRIPT_URL;
      const captcha = captchaPageSetting(config);
      // npm run dev: the server render is rebuilt by Vite's watch build and read again (STRIDE_WEB_RELOAD).
      return config.STRIDE_WEB_RELOAD
        ? createReloadingPageRenderer({
            serverEntry: fileURLToPath(import.meta.resolve('@stride/web')),
            clientDir: clientBuild.clientDir,
            publicOrigin,
            experiments,
            ...(gallery === undefined ? {} : { socialGalleryScriptUrl: gallery }),
            ...(captcha === undefined ? {} : { captcha }),
          })
        : createPageRenderer(renderPage, clientBuild.assets, publicOrigin, experiments, gallery, runPageAction, captcha);
    });
    bind(TOKENS.App).toDynamicValue((ctx) => {
      const config = ctx.get(TOKENS.Config);
      return createApp({
        logger: ctx.get(TOKENS.Logger),
        readiness: ctx.get(TOKENS.ReadinessProbe),
        pages: ctx.get(TOKENS.PageRenderer),
        clientDir: ctx.get(TOKENS.ClientBuild).clientDir,
        api: ctx.get(TOKENS.Api),
        tls: { publicUrl: config.STRIDE_PUBLIC_URL, trustProxy: config.STRIDE_TRUST_PROXY },
        connectSources: experimentOrigins(experimentEndpoints(config)),
        scriptSources: [...socialGalleryOrigins(config.STRIDE_SOCIAL_GALLERY_SCRIPT_URL), ...captchaOrigins(config).scripts],
        frameSources: captchaOrigins(config).frames,
      });
    });
  });
}

/**
 * The composition root: one module per context binds its ports to adapters and its API slice;
 * everything is a singleton, built on first resolution. `rebind` runs before anything is resolved.
 */
export function buildContainer(inputs: ContainerInputs, rebind?: Rebinding): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    infrastructureModule(inputs),
    identityModule,
    catalogueModule,
    cartModule,
    deliveryModule,
    listsModule,
    checkoutModule,
    supportModule,
    reviewsModule,
    stockNotificationsModule,
    contentModule,
    personalisationModule,
    apiModule,
    appModule(inputs),
  );
  rebind?.(container);
  return container;
}
