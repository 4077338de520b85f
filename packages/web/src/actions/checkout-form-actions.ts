import { z } from 'zod';
import { validateCard } from '@stride/domain/checkout';
import { defaultShippingCountryFor, HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import {
  completeThreeDsChallenge,
  loadCart,
  placeOrderFlow,
  routeCheckoutFailure,
  startNewCart,
  type ApiFailure,
  type CartAnswer,
  type CheckoutFailureRoute,
  type CheckoutStep,
} from '@stride/application/storefront';
import { addressBody, addressValuesOf, EMPTY_ADDRESS, validateAddressValues, type AddressValues } from '../pages/checkout/address-form.js';
import { parseExpiry } from '../pages/checkout/card-form.js';
import { createCheckoutApi } from '../pages/checkout/checkout-api.js';
import { pickupStoreOf } from '../pages/checkout/checkout-items.js';
import { splitParcelMethods } from '../pages/checkout/shipping-step.js';
import { shopperErrorText } from '../ui/api-error-text.js';
import type { ActionContext, ActionOutcome } from './action-context.js';
import { CART_PATH } from './cart-form-actions.js';
import type { FormFlash } from './form-flash.js';

/** The checkout page's path: where its forms post. */
export const CHECKOUT_PATH = '/checkout';

/** The address of a step; shipping is the checkout's first step, so it has none of its own. */
export function checkoutStepPath(step: CheckoutStep): string {
  return step === 'shipping' ? CHECKOUT_PATH : `${CHECKOUT_PATH}?step=${step}`;
}

// What the shopper types, bounded; the domain's address rules then say what is wrong with it, field by field.
const typed = z.string().max(200).default('');
const addressFields = Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((name) => [name, typed])) as Record<keyof AddressValues, typeof typed>;

/** The checkout's forms: shipping (address and method), billing (address and card) and "Place order". */
export const checkoutFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('shipping'),
    ...addressFields,
    shippingMethod: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
  }),
  z.object({
    intent: z.literal('billing'),
    ...addressFields,
    sameAsShipping: z.literal('on').optional(),
    // The card's fields, named as the card form's inputs are (the browser's autofill knows them).
    cardnumber: z.string().max(40).default(''),
    'exp-date': z.string().max(10).default(''),
    cvc: z.string().max(8).default(''),
    ccname: z.string().max(100).default(''),
  }),
  z.object({ intent: z.literal('place') }),
]);

type CheckoutForm = z.infer<typeof checkoutFormSchema>;

function addressOf(form: Record<keyof AddressValues, string>): AddressValues {
  return Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((name) => [name, form[name as keyof AddressValues]])) as AddressValues;
}

function countryOf(ctx: ActionContext, cart: CartAnswer): string {
  return defaultShippingCountryFor(cart.currency) ?? ctx.market.countryCode;
}

/**
 * After a failed call, what the checkout's script does (commerce section 4, `routeCheckoutFailure`): the step it says,
 * a new cart on an order failure, the basket forgotten for an invalid customer. Its banner, toast or persistent toast
 * is the page's banner here.
 */
async function failedOutcome(
  ctx: ActionContext,
  route: CheckoutFailureRoute,
  cart: CartAnswer,
  here: CheckoutStep,
  keep: Partial<FormFlash> = {},
  reason = shopperErrorText(ctx.messages, route.message, route.errorId, 'storefront.SOMETHING_WENT_WRONG'),
): Promise<ActionOutcome> {
  const message = route.presentation === 'banner' || route.presentation === 'reload-page' ? reason : ctx.messages.t('formPost.notPlaced', { reason });
  if (route.presentation === 'reload-page') {
    ctx.store.clear();
    return { to: CART_PATH, flash: { path: CART_PATH, message, tone: 'error' } };
  }
  if (route.newCart) {
    const fresh = await startNewCart(createCheckoutApi(ctx.api), cart);
    if (fresh.isOk()) ctx.store.save(fresh.value.basketId, []);
  }
  const step = route.step ?? here;
  return { to: checkoutStepPath(step), flash: { path: CHECKOUT_PATH, message, tone: 'error', ...keep } };
}

const failedCall = (ctx: ActionContext, failure: ApiFailure, cart: CartAnswer, here: CheckoutStep, keep?: Partial<FormFlash>) =>
  failedOutcome(ctx, routeCheckoutFailure(failure, 'prepare'), cart, here, keep);

/** Shipping: the address (checked by the domain's rules first, as the form does) and the home delivery method. */
async function ship(ctx: ActionContext, cart: CartAnswer, form: Extract<CheckoutForm, { intent: 'shipping' }>): Promise<ActionOutcome> {
  const homeItems = cart.items.filter((item) => pickupStoreOf(item) === undefined && !item.isDigitalProduct);
  if (homeItems.length === 0) return { to: checkoutStepPath('billing') };
  const countryCode = countryOf(ctx, cart);
  const values = addressOf(form);
  const fieldErrors = validateAddressValues(values, 'shipping', ctx.market.locale, countryCode);
  const keep = { form: 'shipping' as const, fields: values };
  if (Object.keys(fieldErrors).length > 0) return { to: CHECKOUT_PATH, flash: { path: CHECKOUT_PATH, ...keep, fieldErrors } };
  const saved = await ctx.api.call('setShippingAddress', {
    params: { basketId: cart.basketId },
    body: { ...addressBody(values, countryCode), context: 'CHECKOUT' },
  });
  if (saved.isErr()) return failedCall(ctx, saved.error, cart, 'shipping', keep);
  let code = form.shippingMethod;
  if (code === undefined) {
    const methods = await ctx.api.call('getShippingMethods', { params: { basketId: cart.basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID } });
    code = methods.isOk() ? splitParcelMethods(methods.value.applicableShippingMethods).choices[0]?.code : undefined;
  }
  if (code !== undefined) {
    const withMethod = await ctx.api.call('setShippingMethod', {
      body: { cartId: cart.basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID, code, shopperAppliedSM: true },
    });
    if (withMethod.isErr()) return failedCall(ctx, withMethod.error, cart, 'shipping', keep);
  }
  return { to: checkoutStepPath('billing') };
}

/**
 * Billing: the billing address (the shipping one unless unticked) and, when something is left to pay and no card is on
 * the basket yet, the card. The card goes to the payment provider from here, and only its token to the cart; its
 * number and security code are never kept, nor written to the flash (a refused card is typed again).
 */
async function bill(ctx: ActionContext, cart: CartAnswer, form: Extract<CheckoutForm, { intent: 'billing' }>): Promise<ActionOutcome> {
  const { t } = ctx.messages;
  const countryCode = countryOf(ctx, cart);
  const same = form.sameAsShipping === 'on' && cart.shippingAddress !== undefined;
  const values = same ? addressValuesOf(cart.shippingAddress, countryCode) : addressOf(form);
  const kept: Partial<FormFlash> = same ? { sameAsShipping: true } : { sameAsShipping: false, form: 'billing', fields: values };
  const fieldErrors = same ? {} : validateAddressValues(values, 'billing', ctx.market.locale, countryCode);
  const typedCard = form.cardnumber.trim() !== '';
  const needsCard = typedCard || (cart.totals.remainingToPay > 0 && !cart.payment_instruments.some((i) => i.payment_method_id === 'CREDIT_CARD'));
  const expiry = parseExpiry(form['exp-date']);
  const card = {
    number: form.cardnumber,
    expiryMonth: expiry?.expiryMonth ?? 0,
    expiryYear: expiry?.expiryYear ?? 0,
    cvc: form.cvc.trim(),
    holderName: form.ccname,
  };
  const cardError = needsCard && (validateCard(card, new Date()).isErr() || form.ccname.trim() === '') ? t('card.checkFields') : undefined;
  if (Object.keys(fieldErrors).length > 0 || cardError !== undefined) {
    const flash: FormFlash = {
      path: CHECKOUT_PATH,
      ...kept,
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      ...(cardError !== undefined ? { cardError } : {}),
    };
    return { to: checkoutStepPath('billing'), flash };
  }
  const billed = await ctx.api.call('setBillingAddress', { params: { basketId: cart.basketId }, body: addressBody(values, countryCode) });
  if (billed.isErr()) return failedCall(ctx, billed.error, cart, 'billing', kept);
  if (needsCard && expiry !== null) {
    const token = await ctx.api.call('createCardToken', {
      body: { number: card.number.replace(/[\s-]/g, ''), ...expiry, cvc: card.cvc, holderName: card.holderName.trim() },
    });
    if (token.isErr()) {
      const failure = token.error;
      const cardProblem =
        failure.kind === 'answer' ? shopperErrorText(ctx.messages, failure.error.message, failure.error.errorId, 'card.checkFailed') : t('card.checkFailed');
      return { to: checkoutStepPath('billing'), flash: { path: CHECKOUT_PATH, ...kept, cardError: cardProblem } };
    }
    const added = await ctx.api.call('addPaymentInstrument', {
      params: { basketId: cart.basketId },
      body: { payment_method_id: 'CREDIT_CARD', token: token.value.token },
    });
    if (added.isErr()) return failedCall(ctx, added.error, cart, 'billing', kept);
  }
  return { to: checkoutStepPath('summary') };
}

/**
 * "Place order": the storefront's place-order flow. Placed, the basket is forgotten and the shopper sees the order's
 * confirmation. A card that asks for a 3-D Secure challenge cannot be answered without JavaScript (the challenge is
 * the provider's page in a dialog): the challenge is cancelled, as closing that dialog cancels it, and the shopper is
 * told why, back on billing with a new cart (docs/decisions.md).
 */
async function place(ctx: ActionContext, cart: CartAnswer): Promise<ActionOutcome> {
  const checkoutApi = createCheckoutApi(ctx.api);
  const outcome = await placeOrderFlow(checkoutApi, { cartId: cart.basketId });
  if (outcome.kind === 'failed') return failedOutcome(ctx, outcome.route, cart, 'summary');
  if (outcome.kind === 'challenge') {
    const cancelled = await completeThreeDsChallenge(checkoutApi, outcome.pending, 'failed');
    if (cancelled.kind === 'failed') {
      return failedOutcome(
        ctx,
        { ...cancelled.route, step: 'billing', presentation: 'banner' },
        cart,
        'billing',
        {},
        ctx.messages.t('formPost.challengeNeedsScript'),
      );
    }
    return placedOutcome(ctx, cancelled.order.orderNumber);
  }
  return placedOutcome(ctx, outcome.order.orderNumber);
}

/** An order placed: the cart is reset (commerce section 4) and the shopper sees the order's confirmation. */
function placedOutcome(ctx: ActionContext, orderNumber: string): ActionOutcome {
  ctx.store.clear();
  return { to: `/order-confirmation?orderNumber=${encodeURIComponent(orderNumber)}` };
}

/**
 * The checkout's form actions (`POST /checkout`, application/x-www-form-urlencoded): each step's form and "Place
 * order", on the basket of the basket cookie, through the same calls as the checkout's script. Without a basket the
 * shopper is sent to the (empty) cart.
 */
export async function checkoutFormAction(ctx: ActionContext): Promise<ActionOutcome> {
  const parsed = checkoutFormSchema.safeParse(Object.fromEntries(ctx.form));
  if (!parsed.success) return { to: CHECKOUT_PATH, flash: { path: CHECKOUT_PATH, message: ctx.messages.t('storefront.SOMETHING_WENT_WRONG'), tone: 'error' } };
  const loaded = await loadCart(ctx.cartDeps);
  const cart = loaded.isOk() ? loaded.value : null;
  if (cart === null || cart.items.length === 0) return { to: CART_PATH };
  const form = parsed.data;
  switch (form.intent) {
    case 'shipping':
      return ship(ctx, cart, form);
    case 'billing':
      return bill(ctx, cart, form);
    case 'place':
      return place(ctx, cart);
  }
}
