import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { CartCatalogue, VariantForSale } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';

/**
 * The variant a line names: by variantId or upc, else the productId itself when it is a variant,
 * else the product's only variant (one-size gear). A product with several sizes and none chosen
 * is refused (ATTR300); an unknown one is ORD404. `named` is what the line's key named when the
 * caller already read it (an add reads it with the basket).
 */
export async function resolveVariant(
  catalogue: CartCatalogue,
  line: CartLineRequest,
  currency: string,
  named?: VariantForSale | null,
): Promise<Result<VariantForSale, StrideError>> {
  const storeId = line.storeId ?? null;
  const found =
    named !== undefined ? named : await catalogue.findVariant({ productId: line.productId, upc: line.upc, variantId: line.variantId }, currency, storeId);
  if (found !== null) return ok(found);
  if (line.upc !== undefined || line.variantId !== undefined) return err(strideError('ORD404'));
  const ids = await catalogue.variantIdsOf(line.productId);
  if (ids.length > 1) return err(strideError('ATTR300', 'Choose a size: send the upc or variantId of the item.'));
  const [only] = ids;
  const single = only === undefined ? null : await catalogue.findVariant({ productId: line.productId, variantId: only }, currency, storeId);
  return single === null ? err(strideError('ORD404')) : ok(single);
}
