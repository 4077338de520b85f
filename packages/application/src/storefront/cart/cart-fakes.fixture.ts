import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { errorMessageFor, productErrorFromAnswer } from '@stride/domain/errors';
import type { CartAnswer, CartAnswerItem } from '../../api-contract/cart.contract.js';
import type { SaveForLaterAnswer } from '../../api-contract/lists.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import type { CartApi, CartLine, CartLoadQuery, LineGiftOption, LineVariant } from './ports/cart-api.port.js';
import type { CartStore } from './ports/cart-store.port.js';
import type { CartToast } from './ports/notice.port.js';

/** An error answer as the API client turns it into a failure; the message is the bff's wording of the code unless given. */
export function answerFailure(status: number, errorId: string, message = errorMessageFor(errorId) ?? 'server message'): ApiFailure {
  const error = productErrorFromAnswer(status, { errorDetails: [{ errorId, message }], correlationId: 'c1' });
  if (error === undefined) throw new Error('fixture must be an errorDetails answer');
  return { kind: 'answer', status, error };
}

const PRICE = 100;

/** A cart item of the fake: `storeId` makes it a pickup line, `bonus` a gift with purchase. */
export function cartItem(id: string, line: CartLine, bonus = false): CartAnswerItem {
  const qty = line.qty ?? 1;
  const amount = bonus ? 0 : PRICE * qty;
  const price = {
    current: bonus ? 0 : PRICE,
    original: PRICE,
    highCurrent: PRICE,
    highOriginal: PRICE,
    rowTotal: amount,
    priceAfterItemDiscount: amount,
    priceAfterOrderDiscount: amount,
    amount,
    currency: 'USD' as const,
  };
  return {
    id,
    productId: line.productId.slice(0, 9),
    masterId: line.productId.slice(0, 9),
    masterId2: 'V0045600',
    variantId: line.productId,
    qty,
    maxQty: 999999,
    upc: line.upc ?? '084931000018',
    slug: 'stride-pace-runner-3',
    name: `Product ${line.productId}`,
    colourName: 'Blue',
    size: '9.5',
    taxTotal: 0,
    bonus,
    isCustoms: false,
    isDigitalProduct: false,
    pdpUrl: '/en-us/p/stride-pace-runner-3-SR0045600',
    productImageURL: '/images/x.svg',
    price,
    ...(line.recipeId === undefined ? {} : { recipeId: line.recipeId }),
    ...(line.giftOption === undefined ? {} : { giftOption: line.giftOption }),
    shippingOptions: [
      line.storeId === undefined
        ? { selected: true, available: true, shippingMethod: { code: 'standard' } }
        : { selected: true, available: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: line.storeId, storeInventory: 3 } },
    ],
    productPromotions: [],
  };
}

function answerOf(basketId: string, items: CartAnswerItem[], coupons: string[], giftCards: string[]): CartAnswer {
  const total = items.reduce((sum, item) => sum + item.price.rowTotal, 0);
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  const totals = {
    total,
    totalDiscount: 0,
    itemTotal: total,
    totalWithoutTax: total,
    shipping: 0,
    tax: 0,
    totalDiscountPercentage: 0,
    remainingToPay: total,
    currency: 'USD' as const,
    totalUnits: units,
    itemSubTotal: total,
    netAmount: total,
    taxAmount: 0,
    appliedRewards: 0,
    isTaxEstimated: true,
  };
  return {
    basketId,
    currency: 'USD',
    totalItems: units,
    totals,
    items,
    payment_instruments: giftCards.map((number, index) => ({
      payment_instrument_id: `pi-${index + 1}`,
      payment_method_id: 'GIFT_CARD',
      amount: 50,
      additionalData: { maskedNumber: number.slice(-4) },
    })),
    shippingMethods: [],
    couponItems: coupons.map((code) => ({ code, applied: true })),
    orderPromotions: [],
    promoSummary: [],
    approachingPromotions: [],
    flash: [],
    customerNotifications: [],
    rewards: [],
    priceAdjustments: [],
    deviceFingerPrintSet: false,
  };
}

interface Basket {
  lines: { id: string; line: CartLine }[];
  coupons: string[];
  giftCards: string[];
}

type Method = keyof CartApi;

/**
 * An in-memory CartApi: baskets with lines, a saved list, scripted failures (`failNext`), a set of
 * refused products (`outOfStock`), and the calls it received in order.
 */
export class InMemoryCartApi implements CartApi {
  readonly baskets = new Map<string, Basket>();
  readonly calls: { method: Method; basketId?: string; detail?: unknown }[] = [];
  readonly outOfStock = new Set<string>();
  /** A product added with a line adds this free gift line too (gift with purchase). */
  giftProduct: string | undefined;
  saved: SaveForLaterAnswer = { saveForLaterId: 'sfl-1', items: [], total: 0, start: 0, count: 20 };
  private readonly failures: { method: Method; failure: ApiFailure }[] = [];
  private nextBasket = 0;
  private nextItem = 0;

  /** The next call of `method` fails with `failure` (queued in order). */
  failNext(method: Method, failure: ApiFailure): this {
    this.failures.push({ method, failure });
    return this;
  }

  /** Forgets a basket, as the server does for an expired or merged one (BSK404 from then on). */
  lose(basketId: string): void {
    this.baskets.delete(basketId);
  }

  private take(method: Method, basketId?: string, detail?: unknown): ApiFailure | undefined {
    this.calls.push({ method, ...(basketId === undefined ? {} : { basketId }), ...(detail === undefined ? {} : { detail }) });
    const index = this.failures.findIndex((f) => f.method === method);
    if (index < 0) return undefined;
    const [scripted] = this.failures.splice(index, 1);
    return scripted?.failure;
  }

  private answer(basketId: string): CartAnswer {
    const basket = this.baskets.get(basketId);
    if (basket === undefined) throw new Error(`no basket ${basketId}`);
    const items = basket.lines.map(({ id, line }) => cartItem(id, line));
    const paid = items.length > 0 && this.giftProduct !== undefined;
    return answerOf(basketId, paid ? [...items, cartItem('gift', { productId: this.giftProduct ?? '' }, true)] : items, basket.coupons, basket.giftCards);
  }

  private withBasket<T>(method: Method, basketId: string, detail: unknown, run: (basket: Basket) => T | ApiFailure): ResultAsync<T, ApiFailure> {
    const failure = this.take(method, basketId, detail);
    if (failure !== undefined) return errAsync(failure);
    const basket = this.baskets.get(basketId);
    if (basket === undefined) return errAsync(answerFailure(404, 'BSK404', 'Basket not found'));
    const result = run(basket);
    return typeof result === 'object' && result !== null && 'kind' in result ? errAsync(result) : okAsync(result as T);
  }

  createCart(): ResultAsync<CartAnswer, ApiFailure> {
    const failure = this.take('createCart');
    if (failure !== undefined) return errAsync(failure);
    const basketId = `basket-${++this.nextBasket}`;
    this.baskets.set(basketId, { lines: [], coupons: [], giftCards: [] });
    return okAsync(this.answer(basketId));
  }

  getCart(basketId: string, query?: CartLoadQuery): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('getCart', basketId, query, () => this.answer(basketId));
  }

  addItems(basketId: string, lines: readonly CartLine[]): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('addItems', basketId, lines, (basket) => {
      if (lines.some((line) => this.outOfStock.has(line.productId))) return answerFailure(409, 'INV700', 'This item is out of stock.');
      for (const line of lines) {
        const same = basket.lines.find((l) => l.line.productId === line.productId && l.line.storeId === line.storeId);
        if (same !== undefined) same.line = { ...same.line, qty: (same.line.qty ?? 1) + (line.qty ?? 1) };
        else basket.lines.push({ id: `item-${++this.nextItem}`, line: { ...line, qty: line.qty ?? 1 } });
      }
      return this.answer(basketId);
    });
  }

  updateItem(basketId: string, itemId: string, qty: number, change?: LineVariant | LineGiftOption): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('updateItem', basketId, { itemId, qty, ...change }, (basket) => {
      const found = basket.lines.find((l) => l.id === itemId);
      if (found === undefined) return answerFailure(404, 'ORD404');
      const variant = change !== undefined && 'upc' in change ? change : undefined;
      if (variant !== undefined && this.outOfStock.has(variant.upc)) return answerFailure(409, 'INV700', 'This item is out of stock.');
      if (qty === 0) basket.lines = basket.lines.filter((l) => l.id !== itemId);
      else if (change !== undefined && 'giftOption' in change) {
        const { giftOption: _previous, ...line } = found.line;
        found.line = { ...line, qty, ...(change.giftOption === null ? {} : { giftOption: change.giftOption }) };
      } else found.line = { ...found.line, qty, ...(variant === undefined ? {} : { upc: variant.upc }) };
      return this.answer(basketId);
    });
  }

  removeItem(basketId: string, itemId: string): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('removeItem', basketId, { itemId }, (basket) => {
      if (itemId === 'gift') return answerFailure(409, 'GWP403');
      if (!basket.lines.some((l) => l.id === itemId)) return answerFailure(404, 'ORD404');
      basket.lines = basket.lines.filter((l) => l.id !== itemId);
      return this.answer(basketId);
    });
  }

  applyCoupon(basketId: string, code: string): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('applyCoupon', basketId, { code }, (basket) => {
      if (code.toUpperCase() !== 'WELCOME10') return answerFailure(400, 'PRM130', 'This promo code is invalid.');
      basket.coupons.push(code.toUpperCase());
      return this.answer(basketId);
    });
  }

  removeCoupon(basketId: string, code: string): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('removeCoupon', basketId, { code }, (basket) => {
      basket.coupons = basket.coupons.filter((c) => c !== code);
      return this.answer(basketId);
    });
  }

  moveToSaved(basketId: string, itemId: string): ResultAsync<CartAnswer & { saveForLater: SaveForLaterAnswer }, ApiFailure> {
    return this.withBasket('moveToSaved', basketId, { itemId }, (basket) => {
      const found = basket.lines.find((l) => l.id === itemId);
      if (found === undefined) return answerFailure(404, 'PLP400');
      basket.lines = basket.lines.filter((l) => l.id !== itemId);
      const item = {
        itemId: `saved-${itemId}`,
        productId: found.line.productId,
        masterId: found.line.productId.slice(0, 9),
        qty: found.line.qty ?? 1,
        available: true,
        name: 'Saved',
        type: 'product',
      };
      this.saved = { ...this.saved, items: [...this.saved.items, item], total: this.saved.total + 1 };
      return { ...this.answer(basketId), saveForLater: this.saved };
    });
  }

  readSaved(): ResultAsync<SaveForLaterAnswer, ApiFailure> {
    const failure = this.take('readSaved');
    return failure === undefined ? okAsync(this.saved) : errAsync(failure);
  }

  removeSaved(saveForLaterId: string, itemId: string): ResultAsync<SaveForLaterAnswer, ApiFailure> {
    const failure = this.take('removeSaved', undefined, { saveForLaterId, itemId });
    if (failure !== undefined) return errAsync(failure);
    const items = this.saved.items.filter((item) => item.itemId !== itemId);
    this.saved = { ...this.saved, items, total: items.length };
    return okAsync(this.saved);
  }

  giftCardBalance(giftCardNumber: string, pin: string) {
    const failure = this.take('giftCardBalance', undefined, { giftCardNumber, pin });
    if (failure !== undefined) return errAsync(failure);
    return okAsync({ balance: 50, currency: 'USD' as const, expiryDate: null, status: 'ACTIVE' as const });
  }

  addGiftCard(basketId: string, giftCardNumber: string, pin: string): ResultAsync<void, ApiFailure> {
    return this.withBasket('addGiftCard', basketId, { giftCardNumber, pin }, (basket) => {
      if (pin !== '1234') return answerFailure(400, 'GFC800', 'The gift card number or PIN is invalid.');
      basket.giftCards.push(giftCardNumber);
      return undefined;
    });
  }

  removePaymentInstrument(basketId: string, paymentInstrumentId: string): ResultAsync<void, ApiFailure> {
    return this.withBasket('removePaymentInstrument', basketId, { paymentInstrumentId }, (basket) => {
      const index = Number(paymentInstrumentId.replace('pi-', '')) - 1;
      basket.giftCards = basket.giftCards.filter((_, i) => i !== index);
      return undefined;
    });
  }

  shippingMethods(basketId: string, shippingId: string) {
    return this.withBasket('shippingMethods', basketId, { shippingId }, () => ({
      shippingId,
      applicableShippingMethods: [
        {
          code: shippingId === 'me' ? 'standard' : 'pickup',
          label: 'x',
          deliveryTime: '1 day',
          price: { amount: 0 },
          type: shippingId === 'me' ? ('STANDARD' as const) : ('PICKUP' as const),
        },
      ],
    }));
  }

  setShippingMethod(basketId: string, shippingId: string, code: string): ResultAsync<CartAnswer, ApiFailure> {
    return this.withBasket('setShippingMethod', basketId, { shippingId, code }, (basket) => {
      if (shippingId.startsWith('store-')) {
        const storeId = shippingId.slice('store-'.length);
        basket.lines = basket.lines.map((l) => (l.line.storeId === undefined ? { ...l, line: { ...l.line, storeId } } : l));
      }
      return this.answer(basketId);
    });
  }
}

/** The local cart in memory. */
export class MemoryCartStore implements CartStore {
  constructor(public stored: { basketId: string; lines: CartLine[] } | null = null) {}
  basketId(): string | null {
    return this.stored?.basketId ?? null;
  }
  lines(): CartLine[] {
    return this.stored?.lines ?? [];
  }
  save(basketId: string, lines: readonly CartLine[]): void {
    this.stored = { basketId, lines: [...lines] };
  }
  clear(): void {
    this.stored = null;
  }
}

/** Cart deps over the fakes, recording toasts, sleeps, timers and reloads; `clock.nowMs` is the page's clock. */
export function fakeCartDeps(api = new InMemoryCartApi(), store = new MemoryCartStore()) {
  const toasts: CartToast[] = [];
  const sleeps: number[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  let reloads = 0;
  let lastReloadAtMs: number | null = null;
  const clock = { nowMs: 1_000_000 };
  const deps: CartDeps = {
    api,
    store,
    toasts: { show: (toast) => void toasts.push(toast) },
    reloader: {
      reload: () => {
        reloads += 1;
        lastReloadAtMs = clock.nowMs;
      },
      lastReloadAtMs: () => lastReloadAtMs,
      nowMs: () => clock.nowMs,
    },
    timer: { after: (ms, run) => void timers.push({ ms, run }) },
    sleep: async (ms) => void sleeps.push(ms),
  };
  return { deps, api, store, toasts, sleeps, timers, clock, reloads: () => reloads };
}
