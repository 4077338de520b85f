import { apiRoutes } from '@stride/application/api-routes';
import type { CartDeps, CheckoutDeps, OrderDocumentsDeps, RenderedDocument } from '@stride/application/commerce';
import {
  cancelOrder,
  cartSiteFor,
  completeChallenge,
  getOrder,
  listOrders,
  orderForSite,
  orderInvoice,
  orderReturnLabel,
  orderTracking,
  recordFulfilmentStep,
  placeOrder,
  prepareOrder,
  resendGiftCardEmail,
  searchOrdersByEmail,
  trackOrder,
} from '@stride/application/commerce';
import type { OrderRecord } from '@stride/domain/checkout';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import type { Context, Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { basketPaymentsAnswer, giftCardsAnswer, orderAnswer } from './checkout-answers.js';
import { cartAfter } from './payment-routes.js';
import { withFieldDetails } from '../delivery/field-details-message.js';
import { checkoutCaller } from './checkout-deps.js';

/** The order answer with its lines worded for the caller's site (`locale`), as stored without one. */
async function siteOrderAnswer(deps: CheckoutDeps, order: OrderRecord, locale: string | undefined, extras?: Parameters<typeof orderAnswer>[1]) {
  return orderAnswer(orderForSite(order, await cartSiteFor(deps.glossary, locale)), extras);
}

/** One order's answer with its tracking timeline and gift cards (the one-order reads and changes; a page of orders has none). */
async function trackedOrderAnswer(deps: CheckoutDeps, order: OrderRecord, locale: string | undefined) {
  const giftCards = await deps.reader.issuedGiftCards.issuedFor(order.orderNumber);
  return siteOrderAnswer(deps, order, locale, { tracking: await orderTracking(deps, order), giftCards });
}

/** Prepare, place and patch an order. */
export function registerPlaceOrderRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps, cart: CartDeps): void {
  defineRoute(app, registry, apiRoutes.prepareOrder, async ({ body, principal, query }) => {
    const caller = checkoutCaller(principal, query.locale);
    const ready = await prepareOrder(deps, { basketId: body.basketId, caller });
    if (ready.isErr()) return err(ready.error);
    return (await cartAfter(cart, body.basketId, principal, query.locale)).map(basketPaymentsAnswer);
  });

  defineRoute(app, registry, apiRoutes.placeOrder, async ({ body, query, principal, c }) => {
    const placed = await placeOrder(deps, {
      cartId: body.cartId,
      caller: checkoutCaller(principal, query.locale),
      billingAddress: body.billingAddress,
      inStoreSalesInfo: body.inStoreSalesInfo,
      inStoreSession: c.get('inStore'),
      recaptchaResponse: body.recaptcha_response,
      paymentMethod: body.paymentMethod,
      locale: query.locale,
    });
    return placed.isErr()
      ? err(withFieldDetails(placed.error))
      : ok(await siteOrderAnswer(deps, placed.value.order, query.locale, { st: placed.value.st, challenge: placed.value.challenge }));
  });

  defineRoute(app, registry, apiRoutes.updateOrder, async ({ params, body, query, principal }) => {
    const done = await completeChallenge(deps, {
      orderNumber: params.orderNumber,
      caller: checkoutCaller(principal),
      threeDS2Result: body.paymentMethod.additionalData.threeDS2Result,
      locale: query.locale,
    });
    return done.isErr() ? err(done.error) : ok(await siteOrderAnswer(deps, done.value.order, query.locale));
  });
}

/** Order reads, guest tracking, cancellation and the gift card e-mails sent again. */
export function registerOrderRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps): void {
  defineRoute(app, registry, apiRoutes.getPurchase, async ({ params, principal, query }) => {
    const order = await getOrder(deps, { orderNumber: params.orderId, caller: checkoutCaller(principal) });
    return order.isErr() ? err(order.error) : ok(await trackedOrderAnswer(deps, order.value, query.locale));
  });

  defineRoute(app, registry, apiRoutes.getPurchaseHistory, async ({ body, principal, query }) => {
    const page = await listOrders(deps, { caller: checkoutCaller(principal), start: body.start, count: body.count });
    const site = await cartSiteFor(deps.glossary, query.locale);
    return ok({ total: page.total, start: body.start, count: body.count, orders: page.orders.map((o) => orderAnswer(orderForSite(o, site))) });
  });

  defineRoute(app, registry, apiRoutes.searchOrdersAsAgent, async ({ body, principal }) => {
    const page = await searchOrdersByEmail(deps, { caller: checkoutCaller(principal), email: body.email, start: body.start, count: body.count });
    return page.map((found) => ({ total: found.total, start: body.start, count: body.count, orders: found.orders.map((o) => orderAnswer(o)) }));
  });

  defineRoute(app, registry, apiRoutes.trackOrder, async ({ body, query }) => {
    const order = await trackOrder(deps, body);
    return order.isErr() ? err(order.error) : ok(await trackedOrderAnswer(deps, order.value, query.locale));
  });

  defineRoute(app, registry, apiRoutes.cancelOrder, async ({ body, principal, query }) => {
    const cancelled = await cancelOrder(deps, { orderNumber: body.orderNumber, caller: checkoutCaller(principal) });
    if (cancelled.isErr()) return err(cancelled.error);
    return ok(await trackedOrderAnswer(deps, cancelled.value, query.locale));
  });

  defineRoute(app, registry, apiRoutes.resendGiftCardEmail, async ({ body, principal }) => {
    const resent = await resendGiftCardEmail(deps, { orderNumber: body.orderNumber, giftCardNumber: body.giftCardNumber, caller: checkoutCaller(principal) });
    return resent.map((cards) => ({ orderNumber: body.orderNumber, giftCards: giftCardsAnswer(cards) }));
  });

  defineRoute(app, registry, apiRoutes.recordOrderFulfilment, async ({ params, body, principal, query }) => {
    const moved = await recordFulfilmentStep(deps, { orderNumber: params.orderNumber, report: body, caller: checkoutCaller(principal) });
    if (moved.isErr()) return err(moved.error);
    return ok(await trackedOrderAnswer(deps, moved.value, query.locale));
  });
}

/** An order's documents as PDFs: the invoice, and the return label (which opens the return). */
export function registerOrderDocumentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps & { documents: OrderDocumentsDeps }): void {
  defineRoute(app, registry, apiRoutes.downloadInvoice, async ({ body, principal, query, c }) => {
    const invoice = await orderInvoice(deps, {
      orderNumber: body.orderNumber,
      caller: checkoutCaller(principal),
      locale: catalogueMarketFor(query.locale).locale,
    });
    return invoice.map((document) => downloaded(c, document));
  });

  defineRoute(app, registry, apiRoutes.getReturnLabel, async ({ params, principal, query, c }) => {
    const label = await orderReturnLabel(deps, {
      orderNumber: params.orderId,
      caller: checkoutCaller(principal),
      locale: catalogueMarketFor(query.locale).locale,
    });
    return label.map((document) => downloaded(c, document));
  });
}

/** The PDF's bytes, named for a download (`Content-Disposition: attachment`). */
function downloaded(c: Context<AppEnv>, document: RenderedDocument): Uint8Array<ArrayBuffer> {
  c.header('content-disposition', `attachment; filename="${document.fileName}"`);
  return document.pdf;
}
