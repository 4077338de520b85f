import type { PayerProfile } from '../payment/available-payment-methods.js';
import type { OrderEvent } from '../order/order-fulfilment.js';
import type { OrderStatus } from '../order/order-status.js';
import type { InstrumentDraft, InstrumentRecord, LockedBasket, OrderDraft, OrderPaymentRecord, OrderRecord } from './checkout-records.js';

/** Baskets for checkout: locked for the transaction (then priced by the application), opened and closed. */
export interface BasketLock {
  /** Locks the basket row (SELECT ... FOR UPDATE) and reads its lines; null when there is no such basket. */
  lock(basketId: string): Promise<LockedBasket | null>;
  setStatus(basketId: string, status: 'OPEN' | 'ORDERED'): Promise<void>;
  /** Records the tax the order was prepared at (what the shopper saw before placing it). */
  setPreparedTax(basketId: string, taxMinor: number): Promise<void>;
}

/** The instruments on a basket. */
export interface BasketInstruments {
  list(basketId: string): Promise<InstrumentRecord[]>;
  add(basketId: string, draft: InstrumentDraft): Promise<InstrumentRecord>;
  remove(basketId: string, instrumentId: string): Promise<boolean>;
}

/** Stock taken and given back with guarded single statements (never below zero). */
export interface InventoryReservations {
  /** Units on hand: online stock, or a store's when storeId is given. */
  onHand(variantId: string, storeId: string | null): Promise<number>;
  /** False when the store no longer carries the variant at all (no stock row), not merely out of it. */
  carriedInStore(storeId: string, variantId: string): Promise<boolean>;
  /** False when fewer than qty units are left (nothing taken). */
  takeOnline(variantId: string, qty: number): Promise<boolean>;
  takeInStore(storeId: string, variantId: string, qty: number): Promise<boolean>;
  giveBackOnline(variantId: string, qty: number): Promise<void>;
  giveBackInStore(storeId: string, variantId: string, qty: number): Promise<void>;
}

/** A loyalty voucher of a member. */
export interface LoyaltyVoucher {
  readonly id: string;
  readonly points: number;
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: 'AVAILABLE' | 'APPLIED' | 'REDEEMED';
  readonly expiresAt: Date | null;
}

/** Points, vouchers and athlete credit, each consumed once per order. */
export interface LoyaltyLedger {
  pointsBalance(consumerNo: string): Promise<number>;
  redeemPoints(consumerNo: string, orderNumber: string, points: number): Promise<boolean>;
  refundPoints(consumerNo: string, orderNumber: string): Promise<number>;
  vouchers(consumerNo: string): Promise<LoyaltyVoucher[]>;
  setVoucherStatus(voucherId: string, status: LoyaltyVoucher['status']): Promise<void>;
  spendAthleteCredit(consumerNo: string, orderNumber: string, amountMinor: number, currency: string): Promise<boolean>;
  refundAthleteCredit(consumerNo: string, orderNumber: string): Promise<number>;
}

/** Who a consumer is, for payments. */
export interface PayerRecord extends PayerProfile {
  readonly consumerNo: string;
  readonly email: string | null;
  readonly memberId: string | null;
  /** A member who joined at sign-up and has not opened the double opt-in link yet (REW135). */
  readonly loyaltyConfirmationPending: boolean;
  readonly storeId: string | null;
  readonly storeEmployeeId: string | null;
}

/** Consumers as payers. */
export interface PayerDirectory {
  find(consumerNo: string): Promise<PayerRecord | null>;
}

/** Orders. */
export interface OrderRepository {
  findByBasket(basketId: string): Promise<OrderRecord | null>;
  find(orderNumber: string): Promise<OrderRecord | null>;
  /** Locks the order row for a status change. */
  lock(orderNumber: string): Promise<OrderRecord | null>;
  insert(draft: OrderDraft): Promise<OrderRecord>;
  setStatus(orderNumber: string, from: OrderStatus, to: OrderStatus): Promise<boolean>;
  setPayment(paymentId: string, status: OrderPaymentRecord['status'], pspReference: string | null): Promise<void>;
  /**
   * Completes a paid order in one statement, so it needs no transaction: the card payment (when
   * `cardPaymentId` is given) CAPTURED with the provider's reference, and the order moved from
   * PENDING_PAYMENT to PLACED. The payment is written whether or not the order moves; true when it moved.
   */
  markPaid(orderNumber: string, cardPaymentId: string | null, pspReference: string): Promise<boolean>;
  /** Deletes an order (a failed 3-D Secure challenge leaves none); true when it existed. */
  delete(orderNumber: string): Promise<boolean>;
  listByConsumer(consumerNo: string, start: number, count: number): Promise<{ total: number; orders: OrderRecord[] }>;
  /** Orders placed with an e-mail (case-insensitive), newest first, for agents. */
  listByEmail(email: string, start: number, count: number): Promise<{ total: number; orders: OrderRecord[] }>;
  /** The stored hash of the guest status token. */
  stHash(orderNumber: string): Promise<string | null>;
  /** Order numbers still PENDING_PAYMENT that were placed before `cutoff`, oldest first (at most `limit`). */
  listPendingBefore(cutoff: Date, limit: number): Promise<readonly string[]>;
}

/** An order's return: opened when its label is first given. */
export interface OrderReturn {
  readonly returnNumber: string;
  readonly openedAt: Date;
}

/** What happens to an order after it is placed: its timeline of events, and its return. */
export interface OrderTimeline {
  /** The order's events, oldest first. */
  events(orderNumber: string): Promise<OrderEvent[]>;
  record(orderNumber: string, event: OrderEvent): Promise<void>;
  /** The order's return, or null when none was opened. */
  returnOf(orderNumber: string): Promise<OrderReturn | null>;
  /** Opens the order's return; a second call keeps the first and answers it. */
  openReturn(orderNumber: string, returnNumber: string, at: Date): Promise<OrderReturn>;
}

/** Promo codes of a basket counted against their limits when an order is placed. */
export interface CouponRedemptions {
  /**
   * Counts each code of the basket once for the order: 'PRM140' when a limited code is used up,
   * 'PRM150' when the consumer already redeemed it as often as allowed (the caller rolls back).
   */
  redeem(basketId: string, orderNumber: string, consumerNo: string): Promise<'ok' | 'PRM140' | 'PRM150'>;
  /** Gives the uses of an order's codes back (a failed payment or a cancellation). */
  release(orderNumber: string): Promise<void>;
}
