import type { OrderTotals, PricedLine } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** A basket line read for checkout, before promotions, shipping and tax. */
export type CheckoutLine = Omit<PricedLine, 'discountMinor' | 'taxMinor' | 'rowTotalMinor'>;

/** What a pricer is given: the locked basket and its lines. */
export interface PricerInput {
  readonly basketId: string;
  readonly consumerNo: string;
  readonly currency: string;
  readonly lines: readonly CheckoutLine[];
}

/** What a pricer answers: lines with discount and tax, totals, the promo summary. */
export interface PricerOutput {
  readonly lines: readonly PricedLine[];
  readonly totals: OrderTotals;
  readonly promoSummary: readonly unknown[];
  /** The basket's coupon codes, when the pricer read them anyway: the lock then does not read them again. */
  readonly couponCodes?: readonly string[];
}

/**
 * Prices a locked basket inside the checkout transaction. The cart slice's pricing (promotions,
 * shipping, tax) plugs in here at the composition root, so the order is priced as the cart showed.
 */
export type CheckoutPricer = (tx: SqlClient, input: PricerInput) => Promise<PricerOutput>;

/** The fallback pricer: current prices only (a gift with purchase is free), no shipping or tax. */
export const currentPricePricer: CheckoutPricer = async (_tx, input) => {
  const lines = input.lines.map((line) => {
    const unit = line.isBonus ? 0 : line.unitPriceMinor;
    return { ...line, unitPriceMinor: unit, discountMinor: 0, taxMinor: 0, rowTotalMinor: unit * line.qty };
  });
  const itemTotalMinor = lines.reduce((sum, line) => sum + line.rowTotalMinor, 0);
  return { lines, totals: { itemTotalMinor, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: itemTotalMinor }, promoSummary: [] };
};
