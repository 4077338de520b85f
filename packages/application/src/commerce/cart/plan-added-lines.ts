import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import type { BasketItemDraft, CartCatalogue, StoredBasket, StoredBasketItem, VariantForSale } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import type { CartCaller } from './cart-deps.js';
import { checkAddLine } from './check-add-line.js';
import { resolveVariant } from './resolve-variant.js';

/**
 * A line the basket does not hold yet, as it will hold it: the draft and the variant's catalogue
 * facts, under a provisional id and last, until the write gives it its id and position.
 */
export function plannedLine(basket: StoredBasket, draft: BasketItemDraft, variant: VariantForSale): StoredBasketItem {
  const { presale: _presale, comingSoonUntil: _comingSoonUntil, ...facts } = variant;
  const position = basket.items.reduce((last, item) => Math.max(last, item.position), -1) + 1;
  // Positions only grow, so no two planned lines share an id.
  return { ...facts, ...draft, id: `planned-${position}`, position };
}

/**
 * The basket once the lines are added, decided in memory: each line is checked (stock, price,
 * maximum quantity, availability) against the basket as planned so far, then merged into the line
 * it matches or added last. `named` is the first line's variant when it was read with the basket.
 * The first refused line refuses them all.
 */
export async function planAddedLines(
  catalogue: CartCatalogue,
  basket: StoredBasket,
  named: VariantForSale | null,
  lines: readonly CartLineRequest[],
  caller: CartCaller,
  now: Date,
): Promise<Result<StoredBasket, StrideError>> {
  let planned = basket;
  for (const [index, line] of lines.entries()) {
    const variant = await resolveVariant(catalogue, line, basket.currency, index === 0 ? named : undefined);
    if (variant.isErr()) return err(variant.error);
    const plan = checkAddLine(planned, variant.value, line, caller, now);
    if (plan.isErr()) return err(plan.error);
    const change = plan.value;
    const items =
      change.kind === 'merge'
        ? planned.items.map((item) => (item.id === change.itemId ? { ...item, qty: change.qty, maxQty: change.maxQty } : item))
        : [...planned.items, plannedLine(planned, change.draft, variant.value)];
    planned = { ...planned, items };
  }
  return ok(planned);
}
