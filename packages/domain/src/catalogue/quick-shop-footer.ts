import type { CatalogueProduct, StockStatus } from './product.schema.js';

/** The action the quick-shop footer offers. */
export type QuickShopFooterAction = 'hidden' | 'notifyMe' | 'outOfStock' | 'signInToBuy' | 'updateInCart' | 'addToCart';

/** Why quick-shop was opened. */
export type QuickShopOpenedFor = 'add' | 'updateCartItem' | 'updateSavedItem';

/** Everything the footer decision depends on. */
export interface QuickShopFooterInput {
  readonly product: Pick<CatalogueProduct, 'badge' | 'eyebrow' | 'presale' | 'notifyMe' | 'allVariantsOutOfStock'>;
  /** Stock of the resolved variant; null while no variant is resolved. */
  readonly variantStock: StockStatus | null;
  readonly notifyFeatureEnabled: boolean;
  readonly loggedIn: boolean;
  readonly openedFor: QuickShopOpenedFor;
}

const COMING_SOON = /coming[\s_-]*soon/i;

/** True when the badge or eyebrow says the product is coming soon, which hides purchase. */
export function isComingSoonProduct(product: Pick<CatalogueProduct, 'badge' | 'eyebrow'>): boolean {
  return COMING_SOON.test(product.badge ?? '') || COMING_SOON.test(product.eyebrow ?? '');
}

/** Presale products can be bought only by a signed-in shopper. */
export function purchaseRequiresSignIn(product: Pick<CatalogueProduct, 'presale'>, loggedIn: boolean): boolean {
  return product.presale && !loggedIn;
}

/**
 * Footer action by the spec's precedence: coming soon hides purchase; then notify me, disabled
 * out of stock, sign in to buy, update in cart, add to cart. Before a variant is resolved the
 * product counts as out of stock only when all its variants are. Notify me needs both the
 * feature switch and the product's notifyMe flag.
 */
export function quickShopFooterAction(input: QuickShopFooterInput): QuickShopFooterAction {
  const { product } = input;
  if (isComingSoonProduct(product)) return 'hidden';
  const outOfStock = input.variantStock === null ? product.allVariantsOutOfStock : input.variantStock === 'OutOfStock';
  if (outOfStock) return input.notifyFeatureEnabled && product.notifyMe ? 'notifyMe' : 'outOfStock';
  if (purchaseRequiresSignIn(product, input.loggedIn)) return 'signInToBuy';
  if (input.openedFor !== 'add') return 'updateInCart';
  return 'addToCart';
}
