import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { PricedCart } from '@stride/domain/pricing';
import type { StrideError } from '@stride/domain/errors';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import { toCartAnswer } from './cart-answer.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { findOwnedBasket } from './owned-basket.js';
import type { OwnershipOptions } from './owned-basket.js';
import { priceCart } from './price-cart.js';
import { basketForSite, cartSiteFor, type CartSite } from './cart-site.js';

/** A loaded cart: the wire answer, the internal minor-unit price, and the stored basket. */
export interface LoadedCart {
  readonly answer: CartAnswer;
  readonly priced: PricedCart;
  readonly basket: StoredBasket;
}

/** What loadCart needs to know. */
export interface LoadCartInput extends OwnershipOptions {
  readonly basketId: string;
  readonly principal: CartCaller;
}

/**
 * Prices a stored basket and builds its answer, through `ports` (a transaction's, when inside one);
 * with a site, its lines and promotion texts are worded for it in the answer.
 */
export async function viewCart(ports: CartPorts, basket: StoredBasket, now: Date, site?: CartSite): Promise<LoadedCart> {
  const priced = await priceCart(ports, basket, now, site);
  return { answer: toCartAnswer(basketForSite(basket, site), priced, site?.locale), priced, basket };
}

/**
 * Loads the caller's cart, priced, worded for the caller's site. Another consumer's basket is BSK404 exactly like a missing one.
 * Other slices call this after their own writes to answer with the cart.
 */
export async function loadCart(deps: CartDeps, input: LoadCartInput): Promise<Result<LoadedCart, StrideError>> {
  const basket = await findOwnedBasket(deps.store, input.basketId, input.principal, input);
  if (basket.isErr()) return err(basket.error);
  const site = await cartSiteFor(deps.glossary, input.siteLocale ?? input.principal.siteLocale);
  return ok(await viewCart(deps.store, basket.value, deps.now(), site));
}
