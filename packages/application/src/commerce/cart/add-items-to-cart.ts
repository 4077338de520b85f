import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { lineChangesBetween } from '@stride/domain/cart';
import type { CartPorts, PlacedLine, StoredBasket } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import { toCartAnswer } from './cart-answer.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { viewCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { ownedBasket } from './owned-basket.js';
import { planAddedLines } from './plan-added-lines.js';
import { withPromotionsOnce } from './promotions-once.js';
import { settleGiftLines } from './settle-gift-lines.js';
import { basketForSite, cartSiteFor, type CartSite } from './cart-site.js';

/**
 * How many times an add reads again after the basket changed between its read and its write. Each
 * failed try means another write to the same basket landed in between, so a shopper's basket needs
 * one or two; this bound only stops a runaway writer from holding a request forever.
 */
const MAX_TRIES = 50;

/** The added-to basket as written: the planned lines carry the ids and positions the write gave them. */
function asWritten(read: StoredBasket, planned: StoredBasket, placed: readonly PlacedLine[]): StoredBasket {
  const known = new Set(read.items.map((item) => item.id));
  let next = 0;
  const items = planned.items.map((item) => (known.has(item.id) ? item : { ...item, ...placed[next++] }));
  return { ...planned, version: read.version + 1, items };
}

/**
 * One try: read the basket (with the first line's variant), decide the lines and the gift lines in
 * memory, and write the difference in one write guarded by the version read. The basket as
 * written and its price; a refusal (BSK404, INV408, ...) from that read; null when the basket
 * changed since the read, with nothing written.
 */
async function tryAddLines(
  ports: CartPorts,
  basketId: string,
  lines: readonly CartLineRequest[],
  caller: CartCaller,
  now: Date,
  siteLocale?: string,
  site?: CartSite,
): Promise<Result<LoadedCart, StrideError> | null> {
  const [first] = lines;
  const read = first === undefined ? null : await ports.baskets.findWithVariant(basketId, first, first.storeId ?? null);
  const owned = ownedBasket(read?.basket ?? null, caller, { siteLocale });
  if (owned.isErr()) return err(owned.error);
  const basket = owned.value;
  const planned = await planAddedLines(ports.catalogue, basket, read?.variant ?? null, lines, caller, now);
  if (planned.isErr()) return err(planned.error);
  const settled = await settleGiftLines(ports, planned.value, now, site);
  const placed = await ports.baskets.writeIfUnchanged(basket.id, basket.version, lineChangesBetween(basket, settled.basket));
  if (placed === null) return null;
  const written = asWritten(basket, settled.basket, placed);
  // A new line's id is in the price (per line), so only a basket without one keeps the price it was
  // planned with (already worded for the site).
  if (placed.length > 0) return ok(await viewCart(ports, written, now, site));
  return ok({ answer: toCartAnswer(basketForSite(written, site), settled.priced, site?.locale), priced: settled.priced, basket: written });
}

/**
 * Adds lines to the caller's basket: every line is checked (stock, price, maximum quantity) and
 * any refused line leaves the basket as it was; gift lines follow. Read, decide, write guarded by
 * the version, and read again when another write landed in between. Inside a transaction (a cart
 * created with its lines) the same path runs on the transaction's ports.
 */
export async function addLinesToBasket(
  ports: CartPorts,
  basketId: string,
  lines: readonly CartLineRequest[],
  caller: CartCaller,
  now: Date,
  siteLocale?: string,
  site?: CartSite,
): Promise<Result<LoadedCart, StrideError>> {
  for (let tries = 1; ; tries += 1) {
    const tried = await tryAddLines(ports, basketId, lines, caller, now, siteLocale, site);
    if (tried !== null) return tried;
    if (tries === MAX_TRIES) throw new Error(`basket ${basketId} changed under ${MAX_TRIES} adds in a row`);
  }
}

/**
 * `POST /cart/v1/item`: adds the items list to the caller's cart and answers the cart, priced. With
 * the site's locale, a basket of another site's currency is refused (BSK409): nothing is added.
 */
export async function addItemsToCart(
  deps: CartDeps,
  input: { basketId: string; caller: CartCaller; lines: readonly CartLineRequest[]; siteLocale?: string },
): Promise<Result<LoadedCart, StrideError>> {
  const site = await cartSiteFor(deps.glossary, input.siteLocale ?? input.caller.siteLocale);
  return addLinesToBasket(withPromotionsOnce(deps.store), input.basketId, input.lines, input.caller, deps.now(), input.siteLocale, site);
}
