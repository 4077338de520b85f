import { z } from 'zod';
import { productTileSchema } from './catalogue.contract.js';

/** Path of `GET /products/v2/products/{productSetId}/productSet`: a set's id follows the products' id pattern. */
export const productSetParamsSchema = z.object({ productSetId: z.string().regex(/^[A-Z0-9]{8,11}$/) });

/** A product set ("complete the look"): its name and description in the site's language, and its products' tiles in order. */
export const productSetSchema = z.object({
  productSetId: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productTileSchema),
});

/** Answer of `GET /products/v2/products/{productId}/productSets`: the sets the product is in, the merchandiser's first. */
export const productSetsAnswerSchema = z.object({ productId: z.string(), productSets: z.array(productSetSchema) });

export type ProductSetAnswer = z.infer<typeof productSetSchema>;
export type ProductSetsAnswer = z.infer<typeof productSetsAnswerSchema>;
