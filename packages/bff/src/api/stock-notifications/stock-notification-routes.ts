import { apiRoutes } from '@stride/application/api-routes';
import { requestStockNotification, setOnlineStock, type StockNotificationsDeps } from '@stride/application/commerce';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import { clientAddress } from '../../http/client-address.js';
import type { ApiSlice } from '../api-slice.js';
import { defineRoute } from '../define-route.js';

/** What the slice tells when a variant's stock changed: the product answers and stock kept in memory are stale. */
export type StockChanged = () => void;

/** Notify me (`PUT /products/v1/notifications`) and support staff's stock setting, whose restock e-mails the waits. */
export function stockNotificationsApi(deps: StockNotificationsDeps, stockChanged: StockChanged): ApiSlice {
  return {
    register(app, registry) {
      defineRoute(app, registry, apiRoutes.requestStockNotification, async ({ query, body, principal, c }) => {
        if (principal === undefined) throw new Error('notify me reached without a principal: its auth must be required');
        const kept = await requestStockNotification(deps, {
          caller: { consumerNo: principal.consumerNo, consumerType: principal.consumerType },
          productId: body.productId,
          variantId: body.variantId,
          email: body.email,
          locale: catalogueMarketFor(query.locale).locale,
          clientAddress: clientAddress(c),
        });
        return kept.map(({ notification, created }) => ({
          notificationId: notification.id,
          productId: notification.productId,
          variantId: notification.variantId,
          email: notification.email,
          status: 'waiting' as const,
          created,
        }));
      });

      defineRoute(app, registry, apiRoutes.setOnlineStock, async ({ params, body }) => {
        const changed = await setOnlineStock(deps, { variantId: params.variantId, quantity: body.quantity });
        if (changed.isOk()) stockChanged();
        return changed;
      });
    },
  };
}
