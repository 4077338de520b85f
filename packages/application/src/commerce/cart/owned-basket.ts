import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { BASKET_OTHER_SITE, strideError, STRIDE_DEFINED_ERRORS } from '@stride/domain/errors';
import { siteCurrencyFor } from '@stride/domain/catalogue';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartCaller } from './cart-deps.js';

/** Options of an ownership check. */
export interface OwnershipOptions {
  /** Agents (support tooling, store associates) may act on any consumer's basket. */
  readonly allowAgent?: boolean;
  /** Ordered and merged baskets too (read only); by default only an open basket is found. */
  readonly includeClosed?: boolean;
  /**
   * The locale of the site the shopper calls from: a basket in another site's currency is refused
   * with BSK409 (one currency per basket; the storefront then carries the lines over). Agents are
   * not held to it: support tooling reads baskets of every site.
   */
  readonly siteLocale?: string | undefined;
}

/**
 * The caller's basket among what was read. Another consumer's basket answers BSK404 exactly like a
 * missing one (same code, same message), so basket ids cannot be probed.
 */
export function ownedBasket(basket: StoredBasket | null, caller: CartCaller, options: OwnershipOptions = {}): Result<StoredBasket, StrideError> {
  const mayAct = basket !== null && (basket.consumerNo === caller.consumerNo || (options.allowAgent === true && caller.agentRole !== undefined));
  if (basket === null || !mayAct || (basket.status !== 'OPEN' && options.includeClosed !== true)) return err(strideError('BSK404'));
  const siteCurrency = caller.agentRole === undefined ? siteCurrencyFor(options.siteLocale) : undefined;
  if (siteCurrency !== undefined && siteCurrency !== basket.currency) {
    return err(strideError(BASKET_OTHER_SITE, STRIDE_DEFINED_ERRORS.BSK409.message, { basketCurrency: basket.currency, siteCurrency }));
  }
  return ok(basket);
}

/** The caller's basket, read now (see `ownedBasket`). */
export async function findOwnedBasket(
  ports: CartPorts,
  basketId: string,
  caller: CartCaller,
  options: OwnershipOptions = {},
): Promise<Result<StoredBasket, StrideError>> {
  return ownedBasket(await ports.baskets.find(basketId), caller, options);
}
