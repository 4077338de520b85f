import type { PricingPromotion } from '../../pricing/index.js';
import type { CartGiftOption } from '../cart-item.schema.js';
import type { BasketItemDraft, BasketLineChange, PlacedLine, PromoCodeRecord, StoredBasket, VariantForSale, VariantReference } from './cart-records.js';

/** Baskets and their lines, coupons, adjustments and fingerprint. */
export interface CartRepository {
  create(consumerNo: string, currency: string): Promise<string>;
  /** The basket with everything on it; null when there is none. */
  find(basketId: string): Promise<StoredBasket | null>;
  /**
   * `find` and the catalogue's `findVariant` in one read, the variant in the basket's currency:
   * what an add to cart checks. The variant is null when the reference's key names none.
   */
  findWithVariant(basketId: string, ref: VariantReference, storeId: string | null): Promise<{ basket: StoredBasket; variant: VariantForSale | null } | null>;
  /** Locks the basket row for the rest of the transaction (SELECT ... FOR UPDATE). */
  lock(basketId: string): Promise<boolean>;
  addItem(basketId: string, draft: BasketItemDraft): Promise<string>;
  /**
   * Writes `changes` (in order) only if the basket is still OPEN and at `version`, i.e. nothing
   * changed it since it was read, and counts the write (version + 1, updated_at): all of them or
   * none. The new lines' places, in the order of their `add` changes; null when the basket changed
   * (nothing written). Every writer of a basket counts its change in the version, which is what
   * makes the guard hold.
   */
  writeIfUnchanged(basketId: string, version: number, changes: readonly BasketLineChange[]): Promise<PlacedLine[] | null>;
  setItemQty(basketId: string, itemId: string, qty: number, maxQty: number): Promise<boolean>;
  /**
   * Gives a line another variant (a colour or size of its product) and a quantity, keeping its id,
   * its place, its delivery and its store; false when the basket has no such line.
   */
  replaceItemVariant(basketId: string, itemId: string, line: { variantId: string; productId: string; qty: number; maxQty: number }): Promise<boolean>;
  removeItem(basketId: string, itemId: string): Promise<boolean>;
  /** Sets a line's gift option (recipient, e-mail and message), or takes it off with null; false when the basket has no such line. */
  setItemGiftOption(basketId: string, itemId: string, giftOption: CartGiftOption | null): Promise<boolean>;
  addCoupon(basketId: string, code: string): Promise<boolean>;
  removeCoupon(basketId: string, code: string): Promise<boolean>;
  addPriceAdjustment(basketId: string, adjustment: { itemId: string | null; amountMinor: number; reason: string; createdBy: string }): Promise<string>;
  /** Changes an adjustment not removed, recording who changed it (an agent's consumer number). */
  updatePriceAdjustment(basketId: string, adjustmentId: string, change: { amountMinor: number; reason: string; updatedBy: string }): Promise<boolean>;
  /** Takes an adjustment off the basket; its record stays, with who removed it and when. */
  removePriceAdjustment(basketId: string, adjustmentId: string, removedBy: string): Promise<boolean>;
  setDeviceFingerprint(basketId: string, fingerprint: string): Promise<boolean>;
  /** Bumps version and updated_at after a change. */
  touch(basketId: string): Promise<void>;
}

/** The catalogue as the cart reads it. */
export interface CartCatalogue {
  /** The variant named by a line, priced in `currency`, with its stock online and in `storeId`. */
  findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null>;
  /** Every variant id of a product or colour master (to resolve a line without a size). */
  variantIdsOf(productId: string): Promise<string[]>;
  storeExists(storeId: string): Promise<boolean>;
}

/** Promotions and promo codes. */
export interface PromotionRepository {
  /**
   * Every public promotion with its amounts in `currency` and its codes, active or not (the engine
   * checks dates). Never a personal promotion: the list is the same for everyone (and cached so).
   */
  promotions(currency: string): Promise<PricingPromotion[]>;
  /** The personal promotions of one consumer (their welcome promo), with their codes; what only their basket prices with. */
  personalPromotions(consumerNo: string, currency: string): Promise<PricingPromotion[]>;
  /** A code, public or personal (its owner says whose); null when no promotion running in `currency` has it. */
  findCode(code: string, currency: string): Promise<PromoCodeRecord | null>;
  /** How many orders of this consumer redeemed the code. */
  redemptionsBy(code: string, consumerNo: string): Promise<number>;
}

/** Everything the cart use cases read and write. */
export interface CartPorts {
  readonly baskets: CartRepository;
  readonly catalogue: CartCatalogue;
  readonly promotions: PromotionRepository;
}

/** What pricing a stored basket reads: the basket and the promotions (checkout prices an order with them). */
export interface CartPricingPorts {
  readonly baskets: Pick<CartRepository, 'find'>;
  readonly promotions: Pick<PromotionRepository, 'promotions' | 'personalPromotions'>;
}

/** The cart ports, and a transaction over them: committed when `work` resolves, rolled back when it throws. */
export interface CartStore extends CartPorts {
  transaction<T>(work: (tx: CartPorts) => Promise<T>): Promise<T>;
}
