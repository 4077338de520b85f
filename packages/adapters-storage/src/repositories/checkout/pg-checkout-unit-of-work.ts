import type { CheckoutStore, CheckoutUnitOfWork } from '@stride/domain/checkout';
import type { PromotionRepository } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import { err, type Result } from 'neverthrow';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { pgCartPorts } from '../cart/pg-cart-store.js';
import { PgBasketInstruments } from './pg-basket-instruments.js';
import { PgBasketLock } from './pg-basket-lock.js';
import { PgCouponRedemptions } from './pg-coupon-redemptions.js';
import { PgGiftCardIssuance } from './pg-gift-card-issuance.js';
import { PgGiftCardLedger } from './pg-gift-card-ledger.js';
import { PgGroupSpendLedger } from './pg-group-spend-ledger.js';
import { PgInventoryReservations } from './pg-inventory-reservations.js';
import { PgLoyaltyLedger } from './pg-loyalty-ledger.js';
import { PgOrderRepository } from './pg-order-repository.js';
import { PgOrderTimeline } from './pg-order-timeline.js';
import { PgPayerDirectory } from './pg-payer-directory.js';
import { PgEmailOutbox } from '../identity/pg-emailed-link-repositories.js';

/** What the checkout store reads through: a wrapper of the promotion reads (the loyalty programme's switch). */
export interface PgCheckoutStoreOptions {
  readonly promotions?: (repository: PromotionRepository) => PromotionRepository;
}

/**
 * The checkout repositories on one client (a transaction's, or the pool for single reads). The cart's
 * reads come without the line facts cache: an order is priced from the database, never a cached price.
 */
export function pgCheckoutStore(sql: SqlClient, options: PgCheckoutStoreOptions = {}): CheckoutStore {
  const cart = pgCartPorts(sql);
  return {
    baskets: new PgBasketLock(sql),
    instruments: new PgBasketInstruments(sql),
    inventory: new PgInventoryReservations(sql),
    giftCards: new PgGiftCardLedger(sql),
    issuedGiftCards: new PgGiftCardIssuance(sql),
    loyalty: new PgLoyaltyLedger(sql),
    orders: new PgOrderRepository(sql),
    timeline: new PgOrderTimeline(sql),
    payers: new PgPayerDirectory(sql),
    coupons: new PgCouponRedemptions(sql),
    groupSpend: new PgGroupSpendLedger(sql),
    cart: options.promotions === undefined ? cart : { ...cart, promotions: options.promotions(cart.promotions) },
    outbox: new PgEmailOutbox(sql),
  };
}

/** Carries an expected failure out of the transaction callback so the transaction rolls back. */
class RollbackWith extends Error {
  constructor(readonly failure: StrideError) {
    super(failure.code);
  }
}

/** One database transaction per `run`: an error result rolls everything back, as a throw does. */
export class PgCheckoutUnitOfWork implements CheckoutUnitOfWork {
  constructor(
    private readonly sql: SqlClient,
    private readonly options: PgCheckoutStoreOptions = {},
  ) {}

  async run<T>(work: (store: CheckoutStore) => Promise<Result<T, StrideError>>): Promise<Result<T, StrideError>> {
    try {
      return await this.sql.transaction(async (tx) => {
        const result = await work(pgCheckoutStore(tx, this.options));
        if (result.isErr()) throw new RollbackWith(result.error);
        return result;
      });
    } catch (error) {
      if (error instanceof RollbackWith) return err(error.failure);
      throw error;
    }
  }
}
