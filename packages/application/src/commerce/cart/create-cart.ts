import type { Result } from 'neverthrow';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import { addLinesToBasket } from './add-items-to-cart.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { cartSiteFor } from './cart-site.js';
import { inCartTransaction } from './cart-transaction.js';
import { loadCart } from './load-cart.js';
import { withPromotionsOnce } from './promotions-once.js';
import type { LoadedCart } from './load-cart.js';

/** The currency of a new cart: asked for, else the locale's market (en-CA, fr-CA: CAD; en-GB: GBP), else USD. */
export function cartCurrencyFor(locale: string | undefined, currency: string | undefined): string {
  if (currency !== undefined) return currency;
  return catalogueMarketFor(locale).currency;
}

/** `POST /cart/v1/cart`: a new empty cart owned by the caller, worded for the site's locale. */
export async function createCart(
  deps: CartDeps,
  input: { caller: CartCaller; currency: string; siteLocale?: string | undefined },
): Promise<Result<LoadedCart, StrideError>> {
  const basketId = await deps.store.baskets.create(input.caller.consumerNo, input.currency);
  return loadCart(deps, { basketId, principal: input.caller, ...(input.siteLocale === undefined ? {} : { siteLocale: input.siteLocale }) });
}

/**
 * `POST /cart/v1/cartWithItem` (and reserveWithItem): a new cart holding the lines, created in one
 * transaction, so a refused line leaves no empty cart behind; answers it as written, worded for the
 * site's locale (French names, colours and promotions on fr-CA) like every later call on the cart.
 */
export async function createCartWithItems(
  deps: CartDeps,
  input: { caller: CartCaller; currency: string; lines: readonly CartLineRequest[]; siteLocale?: string | undefined },
): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const site = await cartSiteFor(deps.glossary, input.siteLocale ?? input.caller.siteLocale);
  return inCartTransaction(deps.store, async (tx) => {
    const basketId = await tx.baskets.create(input.caller.consumerNo, input.currency);
    return addLinesToBasket(withPromotionsOnce(tx), basketId, input.lines, input.caller, now, input.siteLocale, site);
  });
}
