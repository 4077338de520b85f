import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { errorMessageFor, productErrorFromAnswer } from '@stride/domain/errors';
import type { CartAnswer, CartAnswerItem } from '../../api-contract/cart.contract.js';
import type { BasketPaymentsAnswer, OrderAnswer } from '../../api-contract/checkout.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CheckoutApi } from './checkout-api.port.js';

/** A New York address as a cart answer carries it. */
export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  province: 'NY',
  postalCode: '10012',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '2125550123',
};

/** An error answer as the API client turns it into a failure; the message is the bff's wording of the code unless given. */
export function answerFailure(status: number, errorId: string, message = errorMessageFor(errorId) ?? 'server message'): ApiFailure {
  const error = productErrorFromAnswer(status, { errorDetails: [{ errorId, message }], correlationId: 'c1' });
  if (error === undefined) throw new Error('fixture must be an errorDetails answer');
  return { kind: 'answer', status, error };
}

const totals = {
  total: 130,
  totalDiscount: 0,
  itemTotal: 130,
  totalWithoutTax: 130,
  shipping: 0,
  tax: 0,
  totalDiscountPercentage: 0,
  remainingToPay: 130,
  currency: 'USD' as const,
  totalUnits: 1,
  itemSubTotal: 130,
  netAmount: 130,
  taxAmount: 0,
  appliedRewards: 0,
  isTaxEstimated: true,
};

/** A cart item: a shoe delivered home, or picked up at `storeId`. */
export function cartItem(overrides: Partial<CartAnswerItem> & { storeId?: string } = {}): CartAnswerItem {
  const { storeId, ...rest } = overrides;
  const price = {
    current: 130,
    original: 130,
    highCurrent: 130,
    highOriginal: 130,
    rowTotal: 130,
    priceAfterItemDiscount: 130,
    priceAfterOrderDiscount: 130,
    amount: 130,
    currency: 'USD' as const,
  };
  return {
    id: 'item-1',
    productId: 'SR0045600',
    masterId: 'SR0045',
    masterId2: 'SR0045600',
    variantId: 'SR0045600095',
    qty: 1,
    maxQty: 999999,
    upc: '084931000018',
    slug: 'stride-pace-runner-3',
    name: 'Stride Pace Runner 3',
    colourName: 'Blue',
    size: '9.5',
    taxTotal: 0,
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    pdpUrl: '/en-us/p/stride-pace-runner-3-SR0045600',
    productImageURL: '/images/x.svg',
    price,
    shippingOptions: [
      storeId === undefined
        ? { selected: true, available: true, shippingMethod: { code: 'standard' } }
        : { selected: true, available: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: storeId, storeInventory: 3 } },
    ],
    productPromotions: [],
    ...rest,
  };
}

/** A cart answer with one shoe, no addresses and no payments unless given. */
export function cartAnswer(overrides: Partial<CartAnswer> = {}): CartAnswer {
  return {
    basketId: 'basket-1',
    currency: 'USD',
    totalItems: 1,
    totals,
    items: [cartItem()],
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    approachingPromotions: [],
    flash: [],
    customerNotifications: [],
    rewards: [],
    priceAdjustments: [],
    deviceFingerPrintSet: false,
    ...overrides,
  };
}

/** An order answer; `flash` defaults to none (placed). */
export function orderAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return {
    orderNumber: 'ST0000000001',
    status: 'PLACED',
    orderDate: '2026-11-22T10:00:00Z',
    currency: 'USD',
    items: [],
    shipments: [],
    totals,
    paymentMethod: [{ code: 'CREDIT_CARD', label: 'Credit card', amount: 130, additionalData: { brand: 'VISA', last4: '3220' } }],
    promoSummary: [],
    flash: [],
    ...overrides,
  };
}

const payments = (basketId: string): BasketPaymentsAnswer => ({ basketId, currency: 'USD', totalItems: 1, totals, payment_instruments: [] });

type Answer<T> = T | ApiFailure;
const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'kind' in value && ['answer', 'network', 'unexpected'].includes((value as { kind: string }).kind);
const reply = <T>(value: Answer<T>): ResultAsync<T, ApiFailure> => (isFailure(value) ? errAsync(value) : okAsync(value));

/** Scripted answers per call (anything not scripted succeeds), and the calls made, in order. */
export interface ScriptedAnswers {
  prepareOrder?: Answer<BasketPaymentsAnswer>;
  placeOrder?: Answer<OrderAnswer>;
  patchOrder?: Answer<OrderAnswer>;
  answerChallenge?: Answer<string>;
  createCart?: Answer<CartAnswer>;
  addItems?: Answer<CartAnswer>;
  setShippingAddress?: Answer<CartAnswer>;
  setShippingMethod?: Answer<CartAnswer>;
  setBillingAddress?: Answer<CartAnswer>;
  addCard?: Answer<BasketPaymentsAnswer>;
  loadCart?: Answer<CartAnswer>;
}

/** An in-memory CheckoutApi answering from a script and recording each call with its arguments. */
export function scriptedCheckoutApi(script: ScriptedAnswers = {}): CheckoutApi & { calls: [string, ...unknown[]][] } {
  const calls: [string, ...unknown[]][] = [];
  const fresh = cartAnswer({ basketId: 'basket-2', items: [] });
  return {
    calls,
    prepareOrder: (basketId) => (calls.push(['prepareOrder', basketId]), reply(script.prepareOrder ?? payments(basketId))),
    placeOrder: (body) => (calls.push(['placeOrder', body]), reply(script.placeOrder ?? orderAnswer())),
    patchOrder: (orderNumber, body) => (calls.push(['patchOrder', orderNumber, body]), reply(script.patchOrder ?? orderAnswer({ orderNumber }))),
    answerChallenge: (url, result) => (calls.push(['answerChallenge', url, result]), reply(script.answerChallenge ?? `3ds_${result}`)),
    createCart: () => (calls.push(['createCart']), reply(script.createCart ?? fresh)),
    addItems: (lines) => (calls.push(['addItems', lines]), reply(script.addItems ?? cartAnswer({ basketId: 'basket-2' }))),
    setShippingAddress: (basketId, address) => (
      calls.push(['setShippingAddress', basketId, address]),
      reply(script.setShippingAddress ?? cartAnswer({ basketId }))
    ),
    setShippingMethod: (body) => (calls.push(['setShippingMethod', body]), reply(script.setShippingMethod ?? cartAnswer({ basketId: body.cartId }))),
    setBillingAddress: (basketId, address) => (
      calls.push(['setBillingAddress', basketId, address]),
      reply(script.setBillingAddress ?? cartAnswer({ basketId, billingAddress: { ...ADDRESS, ...address } }))
    ),
    addCard: (basketId, token) => (calls.push(['addCard', basketId, token]), reply(script.addCard ?? payments(basketId))),
    loadCart: (basketId) => (calls.push(['loadCart', basketId]), reply(script.loadCart ?? cartAnswer({ basketId }))),
  };
}
