import type { CurrencyCode } from '../money/index.js';
import type { PromoLevel, PromoThresholdStatus } from '../promo/index.js';

/** How a promotion takes money off. */
export type PromotionDiscountType = 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING' | 'GIFT';

/** Who a promotion is for (its customer group). */
export type PromotionCustomerGroup = 'ALL' | 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'LOYALTY';

/** A promotion rule as the pricing engine reads it; amounts in minor units of the basket currency. */
export interface PricingPromotion {
  readonly id: string;
  readonly name: string;
  readonly level: PromoLevel;
  readonly discountType: PromotionDiscountType;
  readonly percentOff?: number | undefined;
  readonly amountOffMinor?: number | undefined;
  /** Merchandise amount (after item discounts) the basket must reach; 0 for none. */
  readonly thresholdMinor: number;
  /** Units the basket (or the targeted lines) must reach; undefined for none. */
  readonly thresholdQty?: number | undefined;
  readonly giftVariantId?: string | undefined;
  /** The shipping method a SHIPPING promotion applies to; undefined for any home delivery. */
  readonly shippingMethod?: string | undefined;
  readonly customerGroup: PromotionCustomerGroup;
  readonly requiresCode: boolean;
  /** The codes that unlock it (upper case). */
  readonly codes: readonly string[];
  readonly calloutMessage?: string | undefined;
  readonly startsAtMs?: number | undefined;
  readonly endsAtMs?: number | undefined;
  readonly priority: number;
  /** PRODUCT level only: the products and categories it targets; none means every product. */
  readonly targetProductIds: readonly string[];
  readonly targetCategoryIds: readonly string[];
}

/** A region taxes are looked up for: ISO country and province or state code. */
export interface TaxRegion {
  readonly countryCode: string;
  readonly province?: string | undefined;
}

/** One basket line as the pricing engine reads it. */
export interface PricingLine {
  readonly id: string;
  readonly productId: string;
  readonly categoryIds: readonly string[];
  readonly qty: number;
  /** The current unit price (sale price when marked down). */
  readonly unitPriceMinor: number;
  /** A gift-with-purchase line: free, outside every threshold and discount. */
  readonly isBonus: boolean;
  /** Digital gift cards carry no tax. */
  readonly isTaxExempt: boolean;
  /**
   * A gift card: stored value, not merchandise. It never qualifies for, counts toward or takes a promotion
   * (product, order, shipping or gift-with-purchase threshold) or a price adjustment; it is paid at its face value.
   */
  readonly isStoredValue: boolean;
  /** The pickup store's region, which taxes the line instead of the shipping address. */
  readonly pickupRegion?: TaxRegion | undefined;
}

/** An agent's price adjustment: on one line, or on the order when itemId is absent. */
export interface PricingAdjustment {
  readonly id: string;
  readonly itemId?: string | undefined;
  readonly amountMinor: number;
}

/** What the engine knows about the shopper who owns the basket. */
export interface PricingShopper {
  readonly isRegistered: boolean;
  readonly isEmployee: boolean;
  readonly isEmployeeDiscountTCAccepted: boolean;
  readonly isLoyaltyMember: boolean;
}

/**
 * What home delivery costs: the chosen method's price for regular parcels (shipping promotions
 * discount it when they target that method) and the custom-made delivery fee of made-to-order lines,
 * which is their only method and which no shipping promotion discounts.
 */
export interface HomeShippingCharge {
  readonly methodCode: string;
  readonly priceMinor: number;
  readonly customMadeMinor?: number | undefined;
}

/** Everything a basket's price depends on. */
export interface PricingInput {
  readonly currency: CurrencyCode;
  readonly lines: readonly PricingLine[];
  readonly promotions: readonly PricingPromotion[];
  /** Codes applied to the basket, upper case. */
  readonly couponCodes: readonly string[];
  readonly shopper: PricingShopper;
  /** The selected home-delivery method and its price; undefined while none is chosen. */
  readonly shipping?: HomeShippingCharge | undefined;
  readonly adjustments: readonly PricingAdjustment[];
  /** Where the basket ships to; undefined when no address is known yet (tax is then estimated). */
  readonly shippingRegion?: TaxRegion | undefined;
  readonly nowMs: number;
  /** The site's locale, which promotion texts write money in (100,00 $ CA on /fr-ca); undefined: the currency's own site's. */
  readonly locale?: string | undefined;
}

/** A promotion's part in one line's price. */
export interface LinePromotion {
  readonly promotionId: string;
  readonly couponCode?: string | undefined;
  readonly discountMinor: number;
}

/** One priced line. */
export interface PricedCartLine {
  readonly id: string;
  readonly unitPriceMinor: number;
  readonly rowTotalMinor: number;
  readonly itemDiscountMinor: number;
  readonly adjustmentMinor: number;
  readonly orderDiscountMinor: number;
  /** rowTotal - item discount - adjustment. */
  readonly priceAfterItemDiscountMinor: number;
  /** priceAfterItemDiscount - this line's share of the order discounts. */
  readonly priceAfterOrderDiscountMinor: number;
  readonly taxMinor: number;
  readonly productPromotions: readonly LinePromotion[];
}

/** One promotion's state for promoSummary and approaching messages. */
export interface PromotionOutcome {
  readonly promotionId: string;
  readonly promotionName: string;
  readonly level: PromoLevel;
  readonly couponCode?: string | undefined;
  readonly applied: boolean;
  readonly discountMinor: number;
  /** Minor units still missing to reach the threshold (negative above it); undefined without one. */
  readonly distanceMinor?: number | undefined;
  readonly thresholdStatus?: PromoThresholdStatus | undefined;
  readonly calloutMessage: string;
  /** The callout's three texts, below | reached | above, with `{distance}` where the distance goes. */
  readonly calloutTemplate: string;
}

/** Every total in minor units. */
export interface PricedTotals {
  readonly itemSubTotalMinor: number;
  readonly itemDiscountMinor: number;
  readonly adjustmentMinor: number;
  readonly orderDiscountMinor: number;
  readonly itemTotalMinor: number;
  readonly netAmountMinor: number;
  readonly shippingPriceMinor: number;
  readonly shippingDiscountMinor: number;
  readonly shippingMinor: number;
  readonly shippingTaxMinor: number;
  readonly taxMinor: number;
  readonly totalWithoutTaxMinor: number;
  readonly totalMinor: number;
  /** Every discount: item, adjustment, order and shipping. */
  readonly totalDiscountMinor: number;
  /** What the order table calls its discount: merchandise discounts (not shipping). */
  readonly merchandiseDiscountMinor: number;
  readonly totalUnits: number;
  /** True when no address or store is known and tax is an estimate of 0. */
  readonly taxEstimated: boolean;
}

/** The engine's answer: priced lines, totals, promotions, and the gift lines the basket should hold. */
export interface PricedCart {
  readonly currency: CurrencyCode;
  readonly lines: readonly PricedCartLine[];
  readonly totals: PricedTotals;
  readonly promotions: readonly PromotionOutcome[];
  /** Gift-with-purchase promotions whose threshold is met: the basket should hold their gift line. */
  readonly qualifyingGifts: readonly { readonly promotionId: string; readonly variantId: string }[];
}
