import type { PriceBook, ProductSearchIndex, VariantPriceRecord } from '@stride/domain/catalogue';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { CurrencyCode } from '@stride/domain/money';
import { err, ok, type Result } from 'neverthrow';

/** A price change as staff made it: the variant's price in the currency before (null when new) and after, minor units. */
export interface VariantPriceChange {
  readonly variantId: string;
  readonly currency: CurrencyCode;
  readonly before: VariantPriceRecord | null;
  readonly after: VariantPriceRecord;
}

/**
 * Staff set a variant's list and sale price in a currency (`stride price set`), recorded in the price's history at
 * the API's clock, so the product answers date the sale from now and compare it with the 30 days before. An unknown
 * variant is PLP400. The caller has checked the amounts (positive, a sale price below the list price). Searches sort
 * and refine by the new price once this answers (the price is kept first: a failed index refresh loses no price, and
 * setting the same price again refreshes it).
 */
export async function setVariantPrice(
  deps: { readonly prices: PriceBook; readonly searchIndex: Pick<ProductSearchIndex, 'pricesChanged'>; readonly now: () => Date },
  input: { readonly variantId: string; readonly currency: CurrencyCode; readonly price: VariantPriceRecord },
): Promise<Result<VariantPriceChange, StrideError>> {
  const set = await deps.prices.setPrice(input.variantId, input.currency, input.price, deps.now());
  if (set === null) return err(strideError('PLP400', `Variant ${input.variantId} was not found.`, { variantId: input.variantId }));
  await deps.searchIndex.pricesChanged([input.variantId]);
  return ok({ variantId: input.variantId, currency: input.currency, ...set });
}
