import { apiRoutes } from '@stride/application/api-routes';
import type { CheckoutDeps } from '@stride/application/commerce';
import { checkRewardAccess } from '@stride/domain/roles';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { checkoutCaller } from './checkout-deps.js';

/** The consumer's loyalty vouchers and saved payment instruments. */
export function registerConsumerPaymentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps): void {
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

  defineRoute(app, registry, apiRoutes.getSavedPaymentInstruments, async ({ principal }) => {
    const caller = checkoutCaller(principal);
    const cards = await deps.reader.payers.savedCards(caller.consumerNo);
    const payer = await deps.reader.payers.find(caller.consumerNo);
    const vouchers = payer?.isLoyaltyMember === true && !payer.loyaltyConfirmationPending ? await deps.reader.loyalty.vouchers(caller.consumerNo) : [];
    return ok({
      payment_instruments: [
        ...cards.map((card) => ({
          paymentInstrumentId: card.token,
          payment_method_id: 'CREDIT_CARD' as const,
          card: { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, isMain: card.isMain },
        })),
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
}
