import type { SqlClient } from '@stride/adapters-storage';
import { Hono } from 'hono';
import { parseConfig } from '../../config/config.js';
import type { AppEnv } from '../../http/app-env.js';
import { MemoryLogger } from '../../logging/memory-logger.js';
import { Container } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { infrastructureModule } from '../../container.js';
import { apiModule, type ApiModule } from '../api-module.js';
import { cartModule } from '../cart/cart.module.js';
import { catalogueModule } from '../catalogue/catalogue.module.js';
import { checkoutModule } from '../checkout/checkout.module.js';
import { supportModule } from '../support/support.module.js';
import { reviewsModule } from '../reviews/reviews.module.js';
import { stockNotificationsModule } from '../stock-notifications/stock-notifications.module.js';
import { contentModule } from '../content/content.module.js';
import { deliveryModule } from '../delivery/delivery.module.js';
import { identityModule } from '../identity/identity.module.js';
import { listsModule } from '../lists/lists.module.js';
import { personalisationModule } from '../personalisation/personalisation.module.js';
import type { OpenApiDocument } from './openapi-document.js';

// Building the routes and their document reads no row: any query here is a bug the test should see.
const noDatabase = new Proxy({} as SqlClient, {
  // `then` is asked by whoever checks for a promise (the container, when it resolves a binding).
  get: (_target, name) =>
    name === 'then'
      ? undefined
      : () => {
          throw new Error(`the API document read the database (${String(name)})`);
        },
});

/** For tests: the whole API mounted on a bare app, with no database, and the document it serves at /openapi.json. */
export async function servedApiDocument(env: Readonly<Record<string, string>> = {}): Promise<{ app: Hono<AppEnv>; api: ApiModule; document: OpenApiDocument }> {
  const config = parseConfig(env)._unsafeUnwrap();
  // The API's own modules over a database that must never be read.
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    infrastructureModule({
      config,
      logger: new MemoryLogger(),
      sqlClient: noDatabase,
      tokenSecret: 'a-test-secret-of-at-least-32-characters',
      now: () => new Date('2026-01-01T00:00:00Z'),
    }),
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
  );
  const api = container.get(TOKENS.Api);
  const app = new Hono<AppEnv>();
  api.register(app);
  const res = await app.request('/openapi.json');
  if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
  return { app, api, document: (await res.json()) as OpenApiDocument };
}
