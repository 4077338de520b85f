import { z } from 'zod';
import { marketForCurrency } from '@stride/domain/catalogue';
import { currencyCodeSchema } from '@stride/domain/money';

// Wire schemas of staff's price setting (`stride price set`): a variant's list and sale price in one of the sites'
// currencies, in major units like every price the API answers. Setting one records it in the price's history, which
// the product answers read their sale's date and reference prices from (account section 3, Price).

const variantId = z.string().regex(/^[A-Z0-9]{8,16}$/, 'a variant id: 8 to 16 upper-case letters or digits');
/** The dearest price Stride takes: a price above it is a typing slip, not a shoe. */
export const PRICE_MAX_MAJOR = 100_000;
const majorPrice = z.number().positive().max(PRICE_MAX_MAJOR);

/** Params of the price setting: the variant, and a currency one of Stride's sites sells in. */
export const variantPriceParamsSchema = z.object({
  variantId,
  currency: currencyCodeSchema.refine((c) => marketForCurrency(c) !== undefined, 'a currency one of Stride’s sites sells in'),
});

/** The price to set: the list price, and the sale price (below it) or null to end a sale. */
export const variantPriceBodySchema = z
  .object({ listPrice: majorPrice, salePrice: majorPrice.nullable() })
  .strict()
  .refine((b) => b.salePrice === null || b.salePrice < b.listPrice, { message: 'the sale price must be below the list price', path: ['salePrice'] });

const wireVariantPrice = z.object({ listPrice: z.number().positive(), salePrice: z.number().positive().nullable() });
/** The price before (null when the variant had none in the currency) and after. */
export const variantPriceAnswerSchema = z.object({
  variantId: z.string(),
  currency: z.string(),
  before: wireVariantPrice.nullable(),
  after: wireVariantPrice,
});

export type VariantPriceAnswer = z.infer<typeof variantPriceAnswerSchema>;
