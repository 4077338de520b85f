import { apiRoutes } from '@stride/application/api-routes';
import type { CartDeps, CheckoutDeps } from '@stride/application/commerce';
import { addPaymentInstrument, checkGiftCardBalance, listPaymentMethods, loadCart, removePaymentInstrument } from '@stride/application/commerce';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import { cartCaller } from '../cart/cart-deps.js';
import { paymentLabel } from './checkout-answers.js';
import { checkoutCaller } from './checkout-deps.js';
import { giftCardRateLimit } from './gift-card-rate-limit.middleware.js';

/** The cart after a payment write: instrument calls answer the cart, as every cart call does. */
export async function cartAfter(cart: CartDeps, basketId: string, principal: Principal | undefined, siteLocale?: string) {
  return (await loadCart(cart, { basketId, principal: cartCaller(principal, siteLocale) })).map((loaded) => loaded.answer);
}

/** Payment session, gift card balance, payment methods, instruments and rewards on a basket. */
export function registerPaymentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps, cart: CartDeps): void {
  defineRoute(app, registry, apiRoutes.getPaymentSession, async ({ query, principal }) => {
    const session = await deps.gateway.session({
      locale: query.locale ?? 'en-US',
      paymentMethodId: query.paymentMethodId ?? query.paymentMethod ?? 'CREDIT_CARD',
      consumerNo: checkoutCaller(principal).consumerNo,
      referer: query.referer,
    });
    return ok({ ...session, meta: { ...session.meta, brands: [...session.meta.brands] } });
  });

  app.use(apiRoutes.checkGiftCardBalance.path, giftCardRateLimit(deps));
  defineRoute(app, registry, apiRoutes.checkGiftCardBalance, async ({ body, principal, c }) => {
    const who = { consumerNo: checkoutCaller(principal).consumerNo, clientAddress: clientAddress(c) };
    const found = await checkGiftCardBalance(deps, { giftCardNumber: body.giftCardNumber ?? '', pin: body.pin }, who);
    if (found.isErr()) return err(found.error);
    const { card, status } = found.value;
    return ok({
      balance: toMajorUnits(moneyOf(card.balanceMinor, card.currency)),
      currency: card.currency,
      expiryDate: card.expiresAt?.toISOString().slice(0, 10) ?? null,
      status,
    });
  });

  defineRoute(app, registry, apiRoutes.getPaymentMethods, async ({ params, principal }) => {
    // The cart read answers another consumer's basket as a missing one, and gives the instruments.
    const answer = await cartAfter(cart, params.basketId, principal);
    if (answer.isErr()) return err(answer.error);
    const methods = await listPaymentMethods(deps, { caller: checkoutCaller(principal) });
    if (methods.isErr()) return err(methods.error);
    return ok({
      basketId: params.basketId,
      applicablePaymentMethods: methods.value.map((id) => ({ id, name: paymentLabel(id) })),
      payment_instruments: answer.value.payment_instruments,
    });
  });

  app.use(
    apiRoutes.addPaymentInstrument.path,
    giftCardRateLimit(deps, (text) => text.includes('GIFT_CARD')),
  );
  defineRoute(app, registry, apiRoutes.addPaymentInstrument, async ({ params, body, principal, query, c }) => {
    const caller = checkoutCaller(principal, query.locale);
    const added = await addPaymentInstrument(deps, {
      basketId: params.basketId,
      caller,
      who: { consumerNo: caller.consumerNo, clientAddress: clientAddress(c) },
      instrument: body,
    });
    return added.isErr() ? err(added.error) : cartAfter(cart, params.basketId, principal, query.locale);
  });

  defineRoute(app, registry, apiRoutes.removePaymentInstrument, async ({ params, body, principal, query }) => {
    const removed = await removePaymentInstrument(deps, {
      basketId: params.basketId,
      caller: checkoutCaller(principal, query.locale),
      instrumentId: body.payment_instrument_id,
    });
    return removed.isErr() ? err(removed.error) : cartAfter(cart, params.basketId, principal, query.locale);
  });

  // The loyalty programme turned off (STRIDE_LOYALTY=false): applying a voucher answers as an unknown route.
  if (deps.loyalty === false) return;
  defineRoute(app, registry, apiRoutes.applyReward, async ({ params, body, principal, query, c }) => {
    const caller = checkoutCaller(principal, query.locale);
    const instrument = { payment_method_id: 'REWARD_CODE' as const, voucherId: body.appliedLoyaltyVoucher };
    const added = await addPaymentInstrument(deps, {
      basketId: params.basketId,
      caller,
      who: { consumerNo: caller.consumerNo, clientAddress: clientAddress(c) },
      instrument,
    });
    return added.isErr() ? err(added.error) : cartAfter(cart, params.basketId, principal, query.locale);
  });
}
