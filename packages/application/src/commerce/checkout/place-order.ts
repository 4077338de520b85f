import type { DeliveryAddressInput } from '@stride/domain/shipping';
import type { OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { billingAddressToStore } from '@stride/domain/shipping';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { checkBasketReady } from './check-basket-ready.js';
import { lockPricedBasket } from './lock-priced-basket.js';
import { otherSiteRefusal } from '../other-site-basket.js';
import { reserveOrder } from './reserve-order.js';
import { dropUnqualifiedGiftLines } from './drop-unqualified-gift-lines.js';
import { cartSiteFor } from '../cart/cart-site.js';
import { emailLocaleFor } from '../email-locale.js';
import { settleOrder, type OrderOutcome } from './settle-order.js';
import { authoriseOrderPayment } from './authorise-order-payment.js';
import { basketAccessRefusal } from '@stride/domain/cart';
import { paymentMethodRefusal, type PlaceOrderPaymentMethod } from './payment-method-refusal.js';

/** The place-order payload (commerce section 3) as the use case needs it. */
export interface PlaceOrderInput {
  readonly cartId: string;
  readonly caller: CheckoutCaller;
  /** Checked like the billing step's address (BIL400, BILL410, CHK380) before anything is reserved. */
  readonly billingAddress?: (DeliveryAddressInput & Readonly<Record<string, unknown>>) | undefined;
  readonly inStoreSalesInfo?: { readonly storeId: string; readonly storeEmployeeId: string } | undefined;
  /**
   * The store device's open in-store session, when the order is placed through one: the order carries its store and
   * employee, whatever the body says (a shopper's token alone never proves a sale in store).
   */
  readonly inStoreSession?: { readonly storeId: string; readonly storeEmployeeId: string } | undefined;
  readonly recaptchaResponse?: string | undefined;
  /** The payment the shopper pays with, checked against the basket's (`paymentMethodRefusal`). */
  readonly paymentMethod?: PlaceOrderPaymentMethod | undefined;
  /** The site's locale (en-US when absent): the address rules, as the billing step reads them, and the confirmation e-mail's language. */
  readonly locale?: string | undefined;
}

/** A placed order; `st` only on the request that created it (guests track with it). */
export type PlacedOrder = OrderOutcome & { readonly st?: string | undefined };

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The store and employee an order carries: the in-store session's when the device has one; otherwise what the body
 * names, only from a store associate's own agent token naming their own store and employee id (else STR404).
 */
async function inStoreInfo(deps: CheckoutDeps, input: PlaceOrderInput): Promise<Result<PlaceOrderInput['inStoreSalesInfo'] | null, StrideError>> {
  const session = input.inStoreSession;
  if (session !== undefined) return ok({ storeId: session.storeId, storeEmployeeId: session.storeEmployeeId });
  const info = input.inStoreSalesInfo;
  if (info === undefined) return ok(null);
  const agent = input.caller.agentRole === 'STORE_ASSOCIATE' ? await deps.reader.payers.find(input.caller.consumerNo) : null;
  if (agent === null || agent.storeId !== info.storeId || agent.storeEmployeeId !== info.storeEmployeeId) return err(strideError('STR404'));
  return ok(info);
}

/** Phase 1, one transaction: the existing order of the basket, or a new one with everything reserved. */
async function reserveOrFind(deps: CheckoutDeps, input: PlaceOrderInput, st: string): Promise<Result<{ order: OrderRecord; created: boolean }, StrideError>> {
  const inStore = await inStoreInfo(deps, input);
  if (inStore.isErr()) return err(inStore.error);
  const gifts = await dropUnqualifiedGiftLines(deps.uow, { basketId: input.cartId, consumerNo: input.caller.consumerNo }, deps.now());
  if (gifts.isErr()) return err(gifts.error);
  // Read outside the transaction: the glossary has its own connection (PGlite has only one).
  const site = await cartSiteFor(deps.glossary, emailLocaleFor(input.locale));
  return deps.uow.run(async (store) => {
    // The row lock serialises two requests for one basket: the second finds the first one's order.
    const basket = await lockPricedBasket(store, input.cartId, deps.now());
    const refused = basketAccessRefusal(basket, input.caller.consumerNo, { includeClosed: true });
    if (basket === null || refused !== undefined) return err(strideError(refused ?? 'BSK404'));
    const existing = await store.orders.findByBasket(input.cartId);
    if (existing !== null) return ok({ order: existing, created: false });
    if (basket.status !== 'OPEN') return err(strideError('BSK404'));
    const otherSite = otherSiteRefusal(basket.currency, { ...input.caller, siteLocale: input.locale });
    if (otherSite !== undefined) return err(otherSite);
    const ready = await checkBasketReady(store, basket, input.billingAddress, 'ORD430');
    if (ready.isErr()) return err(ready.error);
    const notTheBasketsPayment = paymentMethodRefusal(ready.value.payments, input.paymentMethod);
    if (notTheBasketsPayment !== undefined) return err(strideError(notTheBasketsPayment));
    // Prepared at another tax (the address, a promotion or a rate changed since): the shopper reviews the new one first.
    if (typeof basket.preparedTaxMinor === 'number' && basket.preparedTaxMinor !== basket.totals.taxMinor) {
      return err(strideError('TAX310'));
    }
    const order = await reserveOrder(deps, store, ready.value, { inStore: inStore.value ?? null, stHash: deps.hashToken(st), locale: input.locale, site });
    return order.isErr() ? err(order.error) : ok({ order: order.value, created: true });
  });
}

/**
 * `PUT /cart/v2/checkout/order`: idempotent per basket. Reserves stock and stored value in one
 * transaction, then asks the provider for the provider-paid part (the card's acquirer, or the pay-later provider;
 * idempotent per order number) and settles: placed, waiting for a 3-D Secure challenge, or released (refused PAY400,
 * fraud PYT402).
 */
export async function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput): Promise<Result<PlacedOrder, StrideError>> {
  const captcha = deps.captcha === undefined ? ok(undefined) : await deps.captcha.verify(input.recaptchaResponse, 'placeOrder');
  if (captcha.isErr()) return err(captcha.error);
  const billing = input.billingAddress === undefined ? ok(undefined) : billingAddressToStore(input.billingAddress, input.locale);
  if (billing.isErr()) return err(billing.error);
  const st = `st_${hex(deps.randomBytes(24))}`;
  const found = await reserveOrFind(deps, { ...input, billingAddress: billing.value }, st);
  if (found.isErr()) return err(found.error);
  const { order, created } = found.value;
  const stPart = created ? { st } : {};
  if (order.status !== 'PENDING_PAYMENT') return ok({ order, ...stPart });
  const outcome = await authoriseOrderPayment(deps, order);
  if (outcome === null) return ok({ order, ...stPart });
  if (outcome.isErr()) return err(outcome.error);
  const settled = await settleOrder(deps, order, outcome.value, input.locale);
  return settled.isErr() ? err(settled.error) : ok({ ...settled.value, ...stPart });
}
