import type { CartPricingPorts } from '@stride/domain/cart';
import type { LockedBasket, OrderTotals, PricedBasket } from '@stride/domain/checkout';
import type { PricedCart } from '@stride/domain/pricing';
import { priceCart } from '../cart/price-cart.js';

function promoSummaryOf(priced: PricedCart): readonly unknown[] {
  return priced.promotions
    .filter((p) => p.applied)
    .map((p) => ({
      level: p.level,
      promotionId: p.promotionId,
      promotionName: p.promotionName,
      calloutMessage: p.calloutMessage,
      ...(p.couponCode === undefined ? {} : { couponCode: p.couponCode }),
      ...(p.thresholdStatus === undefined ? {} : { thresholdStatus: p.thresholdStatus }),
    }));
}

/**
 * Prices a locked basket with the cart's own engine (promotions, shipping, tax) on the checkout's
 * transaction, so an order costs what the cart showed. Order columns: item total before discounts,
 * merchandise discount, shipping after its discount, tax; the total follows from them. A line the
 * cart does not price (none today) keeps its current price, undiscounted and untaxed.
 */
export async function priceOrder(cart: CartPricingPorts, locked: LockedBasket, now: Date): Promise<PricedBasket> {
  const stored = await cart.baskets.find(locked.basketId);
  if (stored === null) throw new Error(`basket ${locked.basketId} vanished while locked`);
  const priced = await priceCart(cart, stored, now);
  const byId = new Map(priced.lines.map((line) => [line.id, line]));
  const lines = locked.lines.map((line) => {
    const p = byId.get(line.itemId);
    if (p === undefined) return { ...line, discountMinor: 0, taxMinor: 0, rowTotalMinor: line.unitPriceMinor * line.qty };
    return {
      ...line,
      unitPriceMinor: p.unitPriceMinor,
      discountMinor: p.rowTotalMinor - p.priceAfterOrderDiscountMinor,
      taxMinor: p.taxMinor,
      rowTotalMinor: p.rowTotalMinor,
    };
  });
  const t = priced.totals;
  const itemTotalMinor = lines.reduce((sum, line) => sum + line.rowTotalMinor, 0);
  const discountMinor = Math.min(itemTotalMinor, t.merchandiseDiscountMinor);
  const totals: OrderTotals = {
    itemTotalMinor,
    discountMinor,
    shippingMinor: t.shippingMinor,
    taxMinor: t.taxMinor,
    totalMinor: itemTotalMinor - discountMinor + t.shippingMinor + t.taxMinor,
  };
  return { ...locked, lines, totals, coupons: [...stored.couponCodes], promoSummary: promoSummaryOf(priced) };
}
