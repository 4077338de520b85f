import type { CheckoutPricer, PricerOutput } from '@stride/adapters-storage';
import { pgCartPorts } from '@stride/adapters-storage';
import { priceCart } from '@stride/application/commerce';

/**
 * Checkout prices a basket with the cart's own engine (promotions, shipping, tax) inside the
 * checkout transaction, so an order costs what the cart showed. Order columns: item total before
 * discounts, merchandise discount, shipping after its discount, tax; the total follows from them.
 */
export function cartCheckoutPricer(now: () => Date): CheckoutPricer {
  return async (tx, input): Promise<PricerOutput> => {
    const ports = pgCartPorts(tx);
    const basket = await ports.baskets.find(input.basketId);
    if (basket === null) throw new Error(`basket ${input.basketId} vanished while locked`);
    const priced = await priceCart(ports, basket, now());
    const byId = new Map(priced.lines.map((line) => [line.id, line]));
    const lines = input.lines.map((line) => {
      const p = byId.get(line.itemId);
      if (p === undefined) return { ...line, discountMinor: 0, taxMinor: 0, rowTotalMinor: line.unitPriceMinor * line.qty };
      return { ...line, unitPriceMinor: p.unitPriceMinor, discountMinor: p.rowTotalMinor - p.priceAfterOrderDiscountMinor, taxMinor: p.taxMinor, rowTotalMinor: p.rowTotalMinor };
    });
    const t = priced.totals;
    const itemTotalMinor = lines.reduce((sum, line) => sum + line.rowTotalMinor, 0);
    const discountMinor = Math.min(itemTotalMinor, t.merchandiseDiscountMinor);
    const totals = { itemTotalMinor, discountMinor, shippingMinor: t.shippingMinor, taxMinor: t.taxMinor, totalMinor: itemTotalMinor - discountMinor + t.shippingMinor + t.taxMinor };
    const promoSummary = priced.promotions.filter((p) => p.applied).map((p) => ({
      level: p.level, promotionId: p.promotionId, promotionName: p.promotionName, calloutMessage: p.calloutMessage,
      ...(p.couponCode === undefined ? {} : { couponCode: p.couponCode }), ...(p.thresholdStatus === undefined ? {} : { thresholdStatus: p.thresholdStatus }),
    }));
    return { lines, totals, promoSummary, couponCodes: basket.couponCodes };
  };
}
