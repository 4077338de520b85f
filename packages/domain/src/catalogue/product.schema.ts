import { z } from 'zod';
import { currencyCodeSchema } from '../money/index.js';

// Amounts are integer minor units (cents), the domain's money convention; the wire's decimal
// major units are converted at the edge. Every Price field the spec names is here, optional
// where a product may not carry it.
const minorAmount = z.number().int().nonnegative();

/** Product price (account-and-catalogue section 3, Price). */
export const productPriceSchema = z.object({
  current: minorAmount,
  original: minorAmount,
  lowOriginal: minorAmount.optional(),
  highOriginal: minorAmount.optional(),
  lowCurrent: minorAmount.optional(),
  highCurrent: minorAmount.optional(),
  historicBestPrice: minorAmount.optional(),
  percentagePriceDiscount: z.number().min(0).max(100).optional(),
  previousBestSalesPrice: minorAmount.optional(),
  salesPriceActiveDate: z.string().optional(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** One choosable value of a product attribute (a colour swatch, a size). */
export const productAttributeOptionSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  value: z.string(),
  available: z.boolean(),
  price: productPriceSchema.optional(),
  swatch: z.object({ colour: z.string().optional(), image: z.string().optional() }).optional(),
});

/** A product attribute such as color or size, with its options in display order. */
export const productAttributeSchema = z.object({
  type: z.string().min(1),
  label: z.string(),
  options: z.array(productAttributeOptionSchema),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** A purchasable variant; `attributes` maps an attribute type to the chosen option id. */
export const productVariantSchema = z.object({
  id: z.string().min(1),
  upc: z.string().min(1),
  attributes: z.record(z.string(), z.string()),
  price: productPriceSchema,
  stockStatusLabel: z.string().optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** Per-variant stock statuses. */
export const STOCK_STATUSES = ['InStock', 'OutOfStock'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** Inventory of a product: variants keyed by variant id. */
export const productInventorySchema = z.object({
  variants: z.record(z.string(), z.object({ quantity: z.number().int().nonnegative(), stockStatus: stockStatusSchema })),
});
export type ProductInventory = z.infer<typeof productInventorySchema>;

/** Review rating summary. */
export const productRatingSchema = z.object({
  score: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/** A catalogue product (account-and-catalogue section 3, Product). */
export const catalogueProductSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  url: z.string(),
  upc: z.string().optional(),
  price: productPriceSchema,
  currency: currencyCodeSchema,
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  targetPublishDate: z.string().optional(),
  productType: z.string().optional(),
  presale: z.boolean().default(false),
  isRobisOnly: z.boolean().default(false),
  notifyMe: z.boolean().default(false),
  subscriptionType: z.string().optional(),
  attributes: z.array(productAttributeSchema),
  variants: z.array(productVariantSchema),
  details: z.record(z.string(), z.unknown()).optional(),
  modelMeasurements: z.unknown().optional(),
  customsExternalUrl: z.string().optional(),
  allVariantsOutOfStock: z.boolean().default(false),
  rating: productRatingSchema.optional(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** productType value that marks a digital product. */
export const PRODUCT_TYPE_DIGITAL = 'digital';
