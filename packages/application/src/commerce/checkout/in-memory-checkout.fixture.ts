import type {
  CheckoutStore,
  CheckoutUnitOfWork,
  GiftCardRecord,
  InstrumentRecord,
  IssuedGiftCard,
  OrderEvent,
  OrderRecord,
  OrderReturn,
  PayerRecord,
} from '@stride/domain/checkout';
import type { PricingPromotion } from '@stride/domain/pricing';
import type { StoredBasket, StoredBasketItem } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { OutboundEmail } from '@stride/domain/identity';
import type { Throttle } from '@stride/domain/security';
import type { Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway.fixture.js';
import { plainEmailComposer } from '../plain-email-composer.fixture.js';

/** A copy of a record without one key (the fixture's state is plain records, as a snapshot copies them). */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** A variant of the test catalogue: its prices and online stock. */
export interface TestVariant {
  readonly variantId: string;
  readonly productId: string;
  listMinor: number;
  currentMinor: number;
  onlineStock: number;
}

/** A basket as the test double stores it: the lines name variants, the prices come from the catalogue when read. */
export interface TestBasket {
  readonly id: string;
  readonly consumerNo: string;
  status: 'OPEN' | 'ORDERED' | 'MERGED';
  readonly currency: string;
  readonly shippingAddress: Record<string, unknown> | null;
  readonly billingAddress: Record<string, unknown> | null;
  readonly shippingMethodCode: string | null;
  readonly lines: { readonly id: string; readonly variantId: string; readonly qty: number; readonly isDigital?: boolean }[];
}

/** Everything the checkout ports hold; one plain object, so a transaction can be a snapshot. */
export interface CheckoutState {
  variants: Record<string, TestVariant>;
  baskets: Record<string, TestBasket>;
  instruments: Record<string, InstrumentRecord[]>;
  giftCards: Record<string, { -readonly [K in keyof GiftCardRecord]: GiftCardRecord[K] } & { pin: string; redeemed: Record<string, number> }>;
  orders: Record<string, OrderRecord & { stHash: string }>;
  payers: Record<string, PayerRecord>;
  /** The cart's promotions (none unless a test gives some). */
  promotions?: PricingPromotion[];
  /** The mail outbox, as the order transactions write it. */
  emails?: OutboundEmail[];
  /** Gift cards orders issued, with their PINs as the e-mails gave them (the database keeps a hash). */
  issuedGiftCards?: (IssuedGiftCard & { pin: string })[];
  /** Each placed order's part in its consumer's group spend, until refunded. */
  groupSpend?: Record<string, number>;
  /** Each order's timeline events and its return, as plain data. */
  timeline?: Record<string, { events: OrderEvent[]; opened?: OrderReturn }>;
  nextId: number;
}

function storedItem(basket: TestBasket, line: TestBasket['lines'][number], position: number, variant: TestVariant): StoredBasketItem {
  return {
    id: line.id,
    position,
    variantId: variant.variantId,
    productId: variant.productId,
    qty: line.qty,
    maxQty: 999999,
    shippingMethodCode: basket.shippingMethodCode ?? 'standard',
    storeId: null,
    recipeId: null,
    giftOption: null,
    bonusPromotionId: null,
    productName: `Product ${variant.productId}`,
    slug: 'product',
    productType: 'FOOTWEAR',
    isCustoms: false,
    colourMasterId: variant.productId,
    colourVariantId: `${variant.productId}-01`,
    colourName: 'White',
    imageUrl: '',
    upc: '000000000000',
    sizeLabel: '9',
    categoryIds: [],
    listMinor: variant.listMinor,
    currentMinor: variant.currentMinor,
    onlineStock: variant.onlineStock,
    storeStock: null,
    storeRegion: null,
  };
}

/** The checkout store's ports over `state()` (whatever state the current transaction sees). */
function storeOver(state: () => CheckoutState): CheckoutStore {
  const id = (prefix: string) => `${prefix}${++state().nextId}`;
  const variant = (variantId: string) => {
    const found = state().variants[variantId];
    if (found === undefined) throw new Error(`no variant ${variantId}`);
    return found;
  };
  const find = async (basketId: string): Promise<StoredBasket | null> => {
    const b = state().baskets[basketId];
    if (b === undefined) return null;
    return {
      id: b.id,
      consumerNo: b.consumerNo,
      currency: b.currency,
      status: b.status,
      customerEmail: null,
      shippingAddress: b.shippingAddress,
      billingAddress: b.billingAddress,
      shippingMethodCode: b.shippingMethodCode,
      favStoreId: null,
      deviceFingerprint: null,
      version: 1,
      owner: { consumerNo: b.consumerNo, consumerType: 'GUEST', isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false },
      items: b.lines.map((line, position) => storedItem(b, line, position, variant(line.variantId))),
      couponCodes: [],
      priceAdjustments: [],
      paymentInstruments: [],
    };
  };
  const take = async (variantId: string, qty: number) => {
    const v = variant(variantId);
    if (v.onlineStock < qty) return false;
    v.onlineStock -= qty;
    return true;
  };
  const order = (orderNumber: string) => state().orders[orderNumber] ?? null;
  return {
    baskets: {
      lock: async (basketId) => {
        const b = state().baskets[basketId];
        if (b === undefined) return null;
        return {
          basketId: b.id,
          consumerNo: b.consumerNo,
          status: b.status,
          currency: b.currency,
          customerEmail: null,
          shippingAddress: b.shippingAddress,
          billingAddress: b.billingAddress,
          shippingMethodCode: b.shippingMethodCode,
          lines: b.lines.map((line) => {
            const v = variant(line.variantId);
            return {
              itemId: line.id,
              variantId: v.variantId,
              productId: v.productId,
              productName: `Product ${v.productId}`,
              colourName: 'White',
              sizeLabel: '9',
              upc: '000000000000',
              qty: line.qty,
              unitListMinor: v.listMinor,
              unitPriceMinor: v.currentMinor,
              shippingMethodCode: b.shippingMethodCode ?? 'standard',
              storeId: null,
              isBonus: false,
              isDigital: line.isDigital === true,
            };
          }),
        };
      },
      setStatus: async (basketId, status) => {
        const b = state().baskets[basketId];
        if (b !== undefined) b.status = status;
      },
      setPreparedTax: async () => undefined,
    },
    instruments: {
      list: async (basketId) => [...(state().instruments[basketId] ?? [])],
      add: async (basketId, draft) => {
        const added = { ...draft, id: id('pi') };
        state().instruments[basketId] = [...(state().instruments[basketId] ?? []), added];
        return added;
      },
      remove: async (basketId, instrumentId) => {
        const before = state().instruments[basketId] ?? [];
        state().instruments[basketId] = before.filter((i) => i.id !== instrumentId);
        return before.length !== state().instruments[basketId]?.length;
      },
    },
    inventory: {
      onHand: async (variantId) => variant(variantId).onlineStock,
      carriedInStore: async () => true,
      takeOnline: take,
      takeInStore: async () => false,
      giveBackOnline: async (variantId, qty) => void (variant(variantId).onlineStock += qty),
      giveBackInStore: async () => undefined,
    },
    giftCards: {
      find: async (number) => state().giftCards[number] ?? null,
      verifyPin: async (number, pin) => state().giftCards[number]?.pin === pin,
      redeem: async (number, orderNumber, amountMinor) => {
        const card = state().giftCards[number];
        if (card === undefined || card.balanceMinor < amountMinor) return false;
        if (card.redeemed[orderNumber] === undefined) {
          card.balanceMinor -= amountMinor;
          card.redeemed[orderNumber] = amountMinor;
        }
        return true;
      },
      refund: async (number, orderNumber) => {
        const card = state().giftCards[number];
        const taken = card?.redeemed[orderNumber] ?? 0;
        if (card !== undefined && taken > 0) {
          card.balanceMinor += taken;
          card.redeemed = without(card.redeemed, orderNumber);
        }
        return taken;
      },
    },
    issuedGiftCards: {
      // An order line's id here: the order number and the line's index.
      digitalLines: async (orderNumber) =>
        (order(orderNumber)?.items ?? []).flatMap((item, index) =>
          item.isDigital
            ? [
                {
                  itemId: `${orderNumber}-${index}`,
                  productName: item.productName,
                  qty: item.qty,
                  unitPriceMinor: item.unitPriceMinor,
                  giftOption: item.giftOption ?? null,
                },
              ]
            : [],
        ),
      issuedFor: async (orderNumber) =>
        (state().issuedGiftCards ?? []).filter((card) => card.orderNumber === orderNumber).map(({ pin: _pin, ...card }) => card),
      issue: async (card, pin) => {
        const current = state();
        const cards = current.issuedGiftCards ?? [];
        const taken = Object.hasOwn(current.giftCards, card.number) || cards.some((c) => c.itemId === card.itemId && c.unit === card.unit);
        if (taken) return false;
        current.issuedGiftCards = [...cards, { ...card, pin }];
        current.giftCards[card.number] = {
          number: card.number,
          currency: card.currency,
          balanceMinor: card.amountMinor,
          expiresAt: null,
          status: 'ACTIVE',
          pin,
          redeemed: {},
        };
        return true;
      },
      suspendIfUnspent: async (orderNumber) => {
        const current = state();
        const cards = (current.issuedGiftCards ?? []).filter((c) => c.orderNumber === orderNumber).map((c) => current.giftCards[c.number]);
        if (cards.some((card) => card !== undefined && Object.keys(card.redeemed).length > 0)) return false;
        for (const card of cards) if (card !== undefined) card.status = 'SUSPENDED';
        return true;
      },
      replacePin: async (number, pin) => {
        const current = state();
        const card = current.giftCards[number];
        if (card === undefined || !(current.issuedGiftCards ?? []).some((c) => c.number === number)) return;
        card.pin = pin;
        current.issuedGiftCards = (current.issuedGiftCards ?? []).map((c) => (c.number === number ? { ...c, pin } : c));
      },
    },
    loyalty: {
      pointsBalance: async () => 0,
      redeemPoints: async () => false,
      refundPoints: async () => 0,
      vouchers: async () => [],
      setVoucherStatus: async () => undefined,
      spendAthleteCredit: async () => false,
      refundAthleteCredit: async () => 0,
    },
    orders: {
      findByBasket: async (basketId) => Object.values(state().orders).find((o) => o.basketId === basketId) ?? null,
      find: async (orderNumber) => order(orderNumber),
      lock: async (orderNumber) => order(orderNumber),
      insert: async (draft) => {
        const placed = { ...draft, payments: draft.payments.map((p) => ({ ...p, id: id('pay') })), placedAt: new Date('2026-11-25T12:00:00Z') };
        state().orders[draft.orderNumber] = placed;
        return placed;
      },
      setStatus: async (orderNumber, from, to) => {
        const o = order(orderNumber);
        if (o === null || o.status !== from) return false;
        state().orders[orderNumber] = { ...o, status: to };
        return true;
      },
      setPayment: async (paymentId, status, pspReference) => {
        for (const o of Object.values(state().orders)) {
          state().orders[o.orderNumber] = { ...o, payments: o.payments.map((p) => (p.id === paymentId ? { ...p, status, pspReference } : p)) };
        }
      },
      markPaid: async (orderNumber, cardPaymentId, pspReference) => {
        const o = order(orderNumber);
        if (o === null) return false;
        const payments = o.payments.map((p) => (p.id === cardPaymentId ? { ...p, status: 'CAPTURED' as const, pspReference } : p));
        const moved = o.status === 'PENDING_PAYMENT';
        state().orders[orderNumber] = { ...o, payments, status: moved ? 'PLACED' : o.status };
        return moved;
      },
      delete: async (orderNumber) => {
        const current = state();
        const had = Object.hasOwn(current.orders, orderNumber);
        current.orders = without(current.orders, orderNumber);
        return had;
      },
      listByConsumer: async () => ({ total: 0, orders: [] }),
      listByEmail: async () => ({ total: 0, orders: [] }),
      stHash: async (orderNumber) => order(orderNumber)?.stHash ?? null,
      listPendingBefore: async () => [],
    },
    timeline: {
      events: async (orderNumber) => [...(state().timeline?.[orderNumber]?.events ?? [])],
      record: async (orderNumber, event) => {
        const current = state();
        const entry = current.timeline?.[orderNumber] ?? { events: [] };
        current.timeline = { ...current.timeline, [orderNumber]: { ...entry, events: [...entry.events, event] } };
      },
      returnOf: async (orderNumber) => state().timeline?.[orderNumber]?.opened ?? null,
      openReturn: async (orderNumber, returnNumber, at) => {
        const current = state();
        const entry = current.timeline?.[orderNumber] ?? { events: [] };
        const opened = entry.opened ?? { returnNumber, openedAt: at };
        current.timeline = { ...current.timeline, [orderNumber]: { ...entry, opened } };
        return opened;
      },
    },
    payers: { find: async (consumerNo) => state().payers[consumerNo] ?? null },
    coupons: { redeem: async () => 'ok', release: async () => undefined },
    groupSpend: {
      record: async (entry) => {
        const current = state();
        current.groupSpend = { ...current.groupSpend, [entry.orderNumber]: current.groupSpend?.[entry.orderNumber] ?? entry.amountMinor };
      },
      reverse: async (orderNumber) => {
        const current = state();
        const { [orderNumber]: _reversed, ...left } = current.groupSpend ?? {};
        current.groupSpend = left;
      },
    },
    cart: {
      baskets: {
        find,
        removeItem: async (basketId, itemId) => {
          const b = state().baskets[basketId];
          if (b === undefined || !b.lines.some((line) => line.id === itemId)) return false;
          state().baskets[basketId] = { ...b, lines: b.lines.filter((line) => line.id !== itemId) };
          return true;
        },
        touch: async () => undefined,
      },
      promotions: { promotions: async () => [...(state().promotions ?? [])], personalPromotions: async () => [] },
    },
    outbox: {
      enqueue: async (email) => {
        const current = state();
        current.emails = [...(current.emails ?? []), email];
      },
    },
  };
}

// The state is plain data; its only dates are an order's placedAt, its events' and return's times, a gift card's expiresAt
// and an issued card's issuedAt.
const DATE_KEYS = new Set(['placedAt', 'expiresAt', 'at', 'openedAt', 'issuedAt']);
const snapshot = (state: CheckoutState): CheckoutState =>
  JSON.parse(JSON.stringify(state), (key, value: unknown) => (DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value)) as CheckoutState;

const openThrottle: Throttle = {
  check: async () => ({ blocked: false }),
  hit: async (limits) => limits.map(() => 1),
  clear: async () => undefined,
  clearStartingWith: async () => undefined,
};

/**
 * The checkout use cases' ports in memory: a unit of work that keeps the state a committed run
 * left and restores the snapshot taken before a run that answered an error or threw (rolled back).
 */
export function inMemoryCheckout(initial: CheckoutState, now = new Date('2026-11-25T12:00:00Z')) {
  let state = initial;
  const store = storeOver(() => state);
  const uow: CheckoutUnitOfWork = {
    async run<T>(work: (store: CheckoutStore) => Promise<Result<T, StrideError>>) {
      const before = snapshot(state);
      try {
        const result = await work(store);
        if (result.isErr()) state = before;
        return result;
      } catch (error) {
        state = before;
        throw error;
      }
    },
  };
  const gateway = new InMemoryPaymentGateway();
  let counter = 0;
  const deps: CheckoutDeps = {
    uow,
    reader: store,
    gateway,
    throttle: openThrottle,
    now: () => now,
    randomBytes: (size) => Uint8Array.from({ length: size }, () => ++counter % 256),
    hashToken: (value) => `hash:${value}`,
    emails: plainEmailComposer,
  };
  return { deps, gateway, state: () => state };
}
