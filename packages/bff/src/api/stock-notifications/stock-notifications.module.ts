import { PgStockNotificationUnitOfWork } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CATALOGUE } from '../catalogue/catalogue.di-tokens.js';
import { stockNotificationsApi } from './stock-notification-routes.js';
import { STOCK_NOTIFICATIONS } from './stock-notifications.di-tokens.js';

/** A new wait's id: `sn-` and 20 random lower-case hex digits. */
function notificationIds(randomBytes: (size: number) => Uint8Array): () => string {
  return () => `sn-${Array.from(randomBytes(10), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Notify me: PostgreSQL behind the waits and the online stock, the outbox's composer, the shared abuse limits, the
 * switch (STRIDE_NOTIFY_ME) and its routes. A stock change empties the product answers and page stock this bff keeps.
 */
export const stockNotificationsModule = new ContainerModule(({ bind }) => {
  bind(STOCK_NOTIFICATIONS.Deps).toDynamicValue((ctx) => ({
    store: new PgStockNotificationUnitOfWork(ctx.get(TOKENS.SqlClient)),
    emails: ctx.get(TOKENS.EmailComposer),
    throttle: ctx.get(TOKENS.Throttle),
    now: ctx.get(TOKENS.Clock),
    newNotificationId: notificationIds(ctx.get(TOKENS.RandomBytes)),
    enabled: ctx.get(TOKENS.Config).STRIDE_NOTIFY_ME,
    publicUrl: ctx.get(TOKENS.Config).STRIDE_PUBLIC_URL,
  }));
  bind(STOCK_NOTIFICATIONS.Api).toDynamicValue((ctx) => {
    const details = ctx.get(CATALOGUE.ProductDetailsCache);
    const pageStock = ctx.get(CATALOGUE.PageStockCache);
    return stockNotificationsApi(ctx.get(STOCK_NOTIFICATIONS.Deps), () => {
      details.clear();
      pageStock.clear();
    });
  });
});
