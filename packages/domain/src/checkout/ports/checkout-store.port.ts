import type { Result } from 'neverthrow';
import type { StrideError } from '../../errors/index.js';
import type { CartPricingPorts, CartRepository } from '../../cart/ports/cart-repository.port.js';
import type { EmailOutbox } from '../../identity/ports/emailed-link-repositories.port.js';
import type { GiftCardLedger } from './gift-card-ledger.port.js';
import type { GiftCardIssuance } from './gift-card-issuance.port.js';
import type { GroupSpendLedger } from './group-spend-ledger.port.js';
import type {
  BasketInstruments,
  BasketLock,
  CouponRedemptions,
  InventoryReservations,
  LoyaltyLedger,
  OrderRepository,
  OrderTimeline,
  PayerDirectory,
} from './checkout-repositories.port.js';

/** Everything a checkout use case touches, bound to one transaction. */
export interface CheckoutStore {
  readonly baskets: BasketLock;
  readonly instruments: BasketInstruments;
  readonly inventory: InventoryReservations;
  readonly giftCards: GiftCardLedger;
  /** Digital gift cards an order issues, written in the transaction that places it. */
  readonly issuedGiftCards: GiftCardIssuance;
  readonly loyalty: LoyaltyLedger;
  readonly orders: OrderRepository;
  readonly timeline: OrderTimeline;
  readonly payers: PayerDirectory;
  readonly coupons: CouponRedemptions;
  /** The employee's and prosumer's annual spend, added to by placed orders and taken back by refunds. */
  readonly groupSpend: GroupSpendLedger;
  /**
   * The cart's own reads on the same transaction, so an order is priced by the cart's rules, and the removal of a
   * free gift line whose promotion the basket no longer qualifies for.
   */
  readonly cart: CartPricingPorts & { readonly baskets: Pick<CartRepository, 'find' | 'removeItem' | 'touch'> };
  /** The mail outbox, written in the transaction that places an order (the confirmation e-mail). */
  readonly outbox: EmailOutbox;
}

/**
 * Runs work in one transaction: committed when it returns ok, rolled back (nothing written) when it
 * returns an error or throws.
 */
export interface CheckoutUnitOfWork {
  run<T>(work: (store: CheckoutStore) => Promise<Result<T, StrideError>>): Promise<Result<T, StrideError>>;
}
