import { apiRoutes } from '@stride/application/api-routes';
import type { CheckoutDeps, SavedInstrumentsDeps } from '@stride/application/commerce';
import { deleteConsumerInstrument, listConsumerInstruments, saveConsumerCard, saveConsumerGiftCard, updateConsumerCard } from '@stride/application/commerce';
import { checkRewardAccess } from '@stride/domain/roles';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { clientAddress } from '../../http/client-address.js';
import { checkoutCaller } from './checkout-deps.js';
import { giftCardRateLimit } from './gift-card-rate-limit.middleware.js';

/** The consumer's loyalty vouchers and saved payment instruments: cards, gift cards, vouchers. */
export function registerConsumerPaymentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps & Pick<SavedInstrumentsDeps, 'wallet'>): void {
  // The loyalty programme turned off (STRIDE_LOYALTY=false): its vouchers' call is not served, and none is listed below.
  if (deps.loyalty !== false) {
    defineRoute(app, registry, apiRoutes.getLoyaltyVouchers, async ({ principal }) => {
      const caller = checkoutCaller(principal);
      const loggedIn = caller.consumerType !== 'GUEST';
      const payer = loggedIn ? await deps.reader.payers.find(caller.consumerNo) : null;
      const access = checkRewardAccess({
        loggedIn,
        isLoyaltyMember: payer?.isLoyaltyMember === true,
        loyaltyConfirmed: payer?.loyaltyConfirmationPending !== true,
      });
      if (access.isErr()) return err(strideError(access.error.code));
      if (payer === null) return err(strideError('REW130')); // refused above; narrows the type
      const vouchers = await deps.reader.loyalty.vouchers(caller.consumerNo);
      return ok({
        memberId: payer.memberId,
        currentLoyaltyPoints: payer.loyaltyPoints,
        applicableLoyaltyVouchers: vouchers.map((v) => ({
          id: v.id,
          points: v.points,
          amountInCurrency: toMajorUnits(moneyOf(v.amountMinor, v.currency)),
          currency: v.currency,
          available: v.status === 'AVAILABLE',
          eligible: v.status === 'AVAILABLE' && (v.expiresAt === null || v.expiresAt > deps.now()),
        })),
      });
    });
  }

  defineRoute(app, registry, apiRoutes.getSavedPaymentInstruments, async ({ principal }) => {
    const caller = checkoutCaller(principal);
    const saved = await listConsumerInstruments(deps, caller);
    const payer = await deps.reader.payers.find(caller.consumerNo);
    const vouchers =
      deps.loyalty !== false && payer?.isLoyaltyMember === true && !payer.loyaltyConfirmationPending
        ? await deps.reader.loyalty.vouchers(caller.consumerNo)
        : [];
    return ok({
      payment_instruments: [
        ...saved,
        ...vouchers
          .filter((v) => v.status === 'AVAILABLE')
          .map((v) => ({
            paymentInstrumentId: v.id,
            payment_method_id: 'REWARD_CODE' as const,
            voucher: { points: v.points, amount: toMajorUnits(moneyOf(v.amountMinor, v.currency)), currency: v.currency },
          })),
      ],
    });
  });

  // A gift card's PIN is checked when it is saved: the same database limits as a balance check.
  app.use(
    apiRoutes.savePaymentInstrument.path,
    giftCardRateLimit(deps, (text) => text.includes('GIFT_CARD')),
  );
  defineRoute(app, registry, apiRoutes.savePaymentInstrument, async ({ body, principal, c }) => {
    const caller = checkoutCaller(principal);
    if (body.payment_method_id === 'CREDIT_CARD') return saveConsumerCard(deps, caller, body);
    return saveConsumerGiftCard(deps, caller, body, { consumerNo: caller.consumerNo, clientAddress: clientAddress(c) });
  });

  defineRoute(app, registry, apiRoutes.updatePaymentInstrument, async ({ params, body, principal }) =>
    updateConsumerCard(deps, checkoutCaller(principal), params.paymentInstrumentId, body),
  );

  defineRoute(app, registry, apiRoutes.deletePaymentInstrument, async ({ params, principal }) =>
    deleteConsumerInstrument(deps, checkoutCaller(principal), params.paymentInstrumentId),
  );
}
