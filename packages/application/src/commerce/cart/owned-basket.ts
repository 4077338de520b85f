import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import { basketAccessRefusal } from '@stride/domain/cart';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartCaller } from './cart-deps.js';
import { otherSiteRefusal } from '../other-site-basket.js';

/** Options of an ownership check. */
export interface OwnershipOptions {
  /** Agents (support tooling, store associates) may act on any consumer's basket. */
  readonly allowAgent?: boolean;
  /** Ordered and merged baskets too (read only); by default only an open basket is found. */
  readonly includeClosed?: boolean;
  /**
   * The locale of the site the shopper calls from: a basket in another site's currency is refused
   * with BSK409 (one currency per basket; the storefront then carries the lines over). Agents are
   * not held to it: support tooling reads baskets of every site. Defaults to the caller's `siteLocale`.
   */
  readonly siteLocale?: string | undefined;
}

/** Agents (with `allowAgent`) may act on any consumer's basket; everyone else on their own only. */
function refusalFor(basket: StoredBasket | null, caller: CartCaller, options: OwnershipOptions): 'AUT498' | 'BSK404' | undefined {
  if (basket !== null && options.allowAgent === true && caller.agentRole !== undefined) {
    return basket.status !== 'OPEN' && options.includeClosed !== true ? 'BSK404' : undefined;
  }
  return basketAccessRefusal(basket, caller.consumerNo, options);
}

/**
 * The caller's basket among what was read. Another consumer's basket answers BSK404 exactly like a
 * missing one (same code, same message), so basket ids cannot be probed; only the guest who created a
 * basket that a sign-in then gave to an account hears AUT498 (INVALID_CUSTOMER, see `basketAccessRefusal`).
 */
export function ownedBasket(basket: StoredBasket | null, caller: CartCaller, options: OwnershipOptions = {}): Result<StoredBasket, StrideError> {
  const refused = refusalFor(basket, caller, options);
  if (basket === null || refused !== undefined) return err(strideError(refused ?? 'BSK404'));
  const otherSite = otherSiteRefusal(basket.currency, { agentRole: caller.agentRole, siteLocale: options.siteLocale ?? caller.siteLocale });
  return otherSite === undefined ? ok(basket) : err(otherSite);
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
