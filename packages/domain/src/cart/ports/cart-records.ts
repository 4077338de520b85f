import type { PricingPromotion, TaxRegion } from '../../pricing/index.js';

/** The basket's owner, as pricing needs them (employee discount, audiences). */
export interface BasketOwner {
  readonly consumerNo: string;
  readonly consumerType: string;
  readonly isEmployeeDiscountTCAccepted: boolean;
  readonly isLoyaltyMember: boolean;
}

/**
 * What the catalogue says of a variant on a basket line, in the basket currency: the names and
 * picture the answer shows, and the current prices and stock pricing and the checks use.
 */
export interface LineCatalogueFacts {
  readonly productName: string;
  readonly slug: string;
  readonly productType: string;
  readonly isCustoms: boolean;
  readonly colourMasterId: string;
  readonly colourVariantId: string;
  readonly colourName: string;
  readonly imageUrl: string;
  readonly upc: string;
  readonly sizeLabel: string;
  readonly categoryIds: readonly string[];
  /** Prices in the basket currency; null when the variant has none (INV702). */
  readonly listMinor: number | null;
  readonly currentMinor: number | null;
  readonly onlineStock: number;
  /** Units the line's store holds; null without a store, or when the store does not carry it. */
  readonly storeStock: number | null;
  readonly storeRegion: TaxRegion | null;
}

/** A basket line: what was added (the draft), where it sits, and the catalogue facts the cart answer and pricing need (current prices). */
export interface StoredBasketItem extends BasketItemDraft, LineCatalogueFacts {
  readonly id: string;
  readonly position: number;
}

/** A price adjustment made by an agent. */
export interface StoredPriceAdjustment {
  readonly id: string;
  readonly itemId: string | null;
  readonly amountMinor: number;
  readonly reason: string;
  readonly createdBy: string;
  /** The agent who last changed it; null when never changed. */
  readonly updatedBy: string | null;
}

/** A payment instrument on the basket (the checkout slice writes them). */
export interface StoredPaymentInstrument {
  readonly id: string;
  readonly paymentMethodId: string;
  readonly amountMinor: number;
  readonly cardToken: string | null;
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  readonly giftCardNumber: string | null;
  readonly loyaltyPoints: number | null;
  readonly loyaltyVoucherId: string | null;
  readonly additionalData: Readonly<Record<string, unknown>> | null;
}

/** A basket as stored, with everything that hangs off it. */
export interface StoredBasket {
  readonly id: string;
  readonly consumerNo: string;
  readonly currency: string;
  readonly status: 'OPEN' | 'ORDERED' | 'MERGED';
  readonly customerEmail: string | null;
  readonly shippingAddress: Readonly<Record<string, unknown>> | null;
  readonly billingAddress: Readonly<Record<string, unknown>> | null;
  readonly shippingMethodCode: string | null;
  readonly favStoreId: string | null;
  /** The consumer who created the basket (a guest, before a sign-in gave it to an account); absent in test doubles. */
  readonly createdBy?: string | null;
  readonly deviceFingerprint: string | null;
  readonly version: number;
  readonly owner: BasketOwner;
  readonly items: readonly StoredBasketItem[];
  readonly couponCodes: readonly string[];
  readonly priceAdjustments: readonly StoredPriceAdjustment[];
  readonly paymentInstruments: readonly StoredPaymentInstrument[];
}

/**
 * A sellable variant looked up for an add to cart, in the basket currency, with its stock online
 * and in the store the line asked for: the facts the line would carry once added.
 */
export interface VariantForSale extends LineCatalogueFacts {
  readonly variantId: string;
  readonly productId: string;
  readonly presale: boolean;
  /** The product's publish date when it is coming soon. */
  readonly comingSoonUntil: Date | null;
}

/** How a variant is named in an add-to-cart line. */
export interface VariantReference {
  readonly productId: string;
  readonly upc?: string | undefined;
  readonly variantId?: string | undefined;
}

/** A new basket line. */
export interface BasketItemDraft {
  readonly variantId: string;
  readonly productId: string;
  readonly qty: number;
  readonly maxQty: number;
  readonly shippingMethodCode: string;
  readonly storeId: string | null;
  readonly recipeId: string | null;
  readonly giftOption: { readonly email: string; readonly to: string; readonly message: string } | null;
  readonly bonusPromotionId: string | null;
}

/**
 * One change to a basket's lines, as an add writes it: a new line, a line's new quantity, or a
 * line taken off (a gift line whose threshold is no longer met).
 */
export type BasketLineChange =
  | { readonly kind: 'add'; readonly draft: BasketItemDraft }
  | { readonly kind: 'setQty'; readonly itemId: string; readonly qty: number; readonly maxQty: number }
  | { readonly kind: 'remove'; readonly itemId: string };

/** Where a new line was written: its id and its position among the basket's lines. */
export interface PlacedLine {
  readonly id: string;
  readonly position: number;
}

/** A promo code with its promotion and how much it has been used. */
export interface PromoCodeRecord {
  readonly code: string;
  readonly promotion: PricingPromotion;
  readonly maxUses: number | null;
  readonly maxUsesPerConsumer: number | null;
  readonly useCount: number;
  /** The consumer a personal code (a welcome promo) belongs to; null for a public code. */
  readonly ownerConsumerNo: string | null;
}
