import { z } from 'zod';
import {
  AVAILABILITY_MAX_STORE_IDS,
  PRICE_BANDS,
  PRODUCT_IMAGE_VIEWS,
  SEARCH_DEFAULT_COUNT,
  SEARCH_DEFAULT_START,
  SEARCH_MAX_COUNT,
  SEARCH_SORTS,
  STORE_SEARCH_MAX_LIMIT,
} from '@stride/domain/catalogue';

// Wire schemas of the catalogue calls (account-and-catalogue section 7, Products and Stores).
// Amounts are decimal major units of `currency`.

/** Every catalogue call may name a locale; it picks the currency and the url prefix (default en-US). */
export const localeQuerySchema = z.object({
  locale: z
    .string()
    .regex(/^[A-Za-z]{2}[-_][A-Za-z]{2}$/)
    .optional(),
});

/** A product id or colour master id: 8 to 11 upper-case letters or digits. */
export const productIdParamsSchema = z.object({ productId: z.string().regex(/^[A-Z0-9]{8,11}$/) });

const amount = z.number().nonnegative();
export const wirePriceSchema = z.object({
  current: amount,
  original: amount,
  lowOriginal: amount.optional(),
  highOriginal: amount.optional(),
  lowCurrent: amount.optional(),
  highCurrent: amount.optional(),
  percentagePriceDiscount: z.number().min(0).max(100).optional(),
  /** The lowest price of the last 30 days, today's included (from the price's recorded history). */
  historicBestPrice: amount.optional(),
  /** The lowest price of the 30 days before the present sale began: what the EU's Omnibus rule shows a reduction against. */
  previousBestSalesPrice: amount.optional(),
  /** When the present sale price took effect (ISO 8601 instant); absent when the price is not a sale price. */
  salesPriceActiveDate: z.string().optional(),
});
const optionSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  available: z.boolean(),
  price: wirePriceSchema.optional(),
  swatch: z.object({ colour: z.string().optional(), image: z.string().optional() }).optional(),
});
const ratingSchema = z.object({ score: z.number(), reviewsCount: z.number().int() });

/** Answer of `GET /products/v2/products/{productId}/details`: the spec's Product. */
export const productDetailsAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  upc: z.string().optional(),
  price: wirePriceSchema,
  currency: z.string(),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  targetPublishDate: z.string().optional(),
  productType: z.string(),
  presale: z.boolean(),
  isRobisOnly: z.boolean(),
  notifyMe: z.boolean(),
  attributes: z.array(z.object({ type: z.string(), label: z.string(), options: z.array(optionSchema) })),
  variants: z.array(
    z.object({ id: z.string(), upc: z.string(), attributes: z.record(z.string(), z.string()), price: wirePriceSchema, stockStatusLabel: z.string() }),
  ),
  details: z.record(z.string(), z.unknown()),
  customsExternalUrl: z.string().optional(),
  allVariantsOutOfStock: z.boolean(),
  /** Each colour's images, view by view in the order its product type shows them (a shoe's side, top, back, sole). */
  images: z.array(z.object({ colourId: z.string(), view: z.enum(PRODUCT_IMAGE_VIEWS), url: z.string(), alt: z.string() })),
  rating: ratingSchema,
  comingSoon: z.boolean(),
  purchasable: z.boolean(),
});

/** Answer of `GET /products/v2/products/{productId}/inventory`. */
export const productInventoryAnswerSchema = z.object({
  productId: z.string(),
  variants: z.record(z.string(), z.object({ quantity: z.number().int().nonnegative(), stockStatus: z.enum(['InStock', 'OutOfStock']) })),
});

/** Body of `POST /products/v1/products/{productId}/availability`. */
export const availabilityBodySchema = z
  .object({
    storeIds: z
      .array(z.string().regex(/^[A-Z0-9]{3,10}$/))
      .min(1)
      .max(AVAILABILITY_MAX_STORE_IDS),
  })
  .strict();
const storeInventorySchema = z.object({
  quantity: z.number().int().nonnegative(),
  stockStatus: z.enum(['InStock', 'OutOfStock']),
  variants: z.record(z.string(), z.number().int()),
});
export const availabilityAnswerSchema = z.object({ storeInventory: z.array(storeInventorySchema.extend({ storeId: z.string() })) });

/** A category of the tree, with its children (the wire shape of the recursive schema). */
export type CategoryNodeWire = { id: string; name: string; slug: string; url: string; productCount: number; children: readonly CategoryNodeWire[] };
const categoryNodeSchema: z.ZodType<CategoryNodeWire> = z
  .lazy(() =>
    z.object({ id: z.string(), name: z.string(), slug: z.string(), url: z.string(), productCount: z.number().int(), children: z.array(categoryNodeSchema) }),
  )
  .meta({ id: 'CategoryNode' });
/** Answer of `GET /products/v2/catalog`. */
export const catalogAnswerSchema = z.object({
  categories: z.array(categoryNodeSchema),
  /**
   * The storefront's switches and settings the pages follow (bff configuration): notify me on out-of-stock sizes,
   * favorites, how long a toast stays (ms), the fewest loyalty points a member may pay with, the loyalty programme
   * (off: no joining, points, vouchers or welcome offer) and the sign-in dialog's simplified enrollment variant.
   */
  features: z.object({
    notifyMe: z.boolean(),
    favorites: z.boolean(),
    toastDismissMs: z.number().int().min(1000).max(60_000),
    loyaltyMinPoints: z.number().int().min(1),
    loyalty: z.boolean(),
    simplifiedEnrollment: z.boolean(),
  }),
});
/** The storefront's switches and settings, as the catalog answer carries them to every page. */
export type StorefrontFeatures = z.infer<typeof catalogAnswerSchema>['features'];

const list = (item: z.ZodString) =>
  z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(z.array(item).max(30));
const majorQuery = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/)
  .transform(Number);
const intQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Query of `GET /products/v2/search/productSearch`; `size` and `color` take comma-separated values. */
export const productSearchQuerySchema = localeQuerySchema
  .extend({
    q: z.string().max(200).optional(),
    categoryId: z
      .string()
      .regex(/^\d{4,10}$/)
      .optional(),
    start: intQuery(0, 10_000).default(SEARCH_DEFAULT_START),
    count: intQuery(1, SEARCH_MAX_COUNT).default(SEARCH_DEFAULT_COUNT),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    size: list(z.string().min(1).max(20)).optional(),
    color: list(z.string().min(1).max(40)).optional(),
    priceMin: majorQuery.optional(),
    priceMax: majorQuery.optional(),
    price: z.enum(PRICE_BANDS.map((b) => b.id) as [string, ...string[]]).optional(),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: 'priceMin must not exceed priceMax',
    path: ['priceMin'],
  });

/** A search tile: the spec's product fields a listing shows. */
export const productTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  price: wirePriceSchema,
  currency: z.string(),
  productType: z.string(),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  presale: z.boolean(),
  comingSoon: z.boolean(),
  inStock: z.boolean(),
  image: z.string().optional(),
  rating: ratingSchema,
  swatches: z.array(z.object({ id: z.string(), label: z.string(), value: z.string(), swatch: z.object({ colour: z.string(), image: z.string() }) })),
  /**
   * The colour a colour refinement matched (picked, or a colour word of the search), by its swatch id and name: the
   * tile's image, url (`?color=`), price and inStock are then that colour's. Absent without a colour refinement.
   */
  matchedColor: z.object({ id: z.string(), label: z.string() }).optional(),
});
const facetSchema = z.object({
  id: z.enum(['category', 'size', 'color', 'price']),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() })),
});
export const productSearchAnswerSchema = z.object({
  total: z.number().int().nonnegative(),
  start: z.number().int(),
  count: z.number().int(),
  products: z.array(productTileSchema),
  facets: z.array(facetSchema),
  /** The query with misspelt words corrected; the products are the corrected query's. */
  didYouMean: z.string().optional(),
  /** Queries shoppers often run with results, when this one found nothing. */
  popularSearches: z.array(z.string()),
});

/** Query and answer of `GET /products/v2/search/autoSuggest`. */
export const autoSuggestQuerySchema = localeQuerySchema.extend({ q: z.string().trim().min(1).max(100) });
export const autoSuggestAnswerSchema = z.object({
  products: z.array(productTileSchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), productCount: z.number().int() })),
  /** Queries shoppers run with results that start with the typed words, most run first. */
  queries: z.array(z.string()),
});

/** Where a store or collection point search looks from: coordinates (both) or a postal code, how far and how many. */
const placeFields = {
  postalCode: z.string().trim().min(3).max(10).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  radiusKm: z.number().positive().max(20_000).optional(),
  limit: z.number().int().min(1).max(STORE_SEARCH_MAX_LIMIT).optional(),
};

/** What the place rules read of a body. */
interface PlaceBody {
  readonly postalCode?: string | undefined;
  readonly latitude?: number | undefined;
  readonly longitude?: number | undefined;
}

/** A place body's rules across fields: both coordinates or neither, and a place to start from. */
function placed<S extends z.ZodType<PlaceBody>>(schema: S) {
  return schema
    .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), { message: 'latitude and longitude go together', path: ['latitude'] })
    .refine((b) => b.latitude !== undefined || b.postalCode !== undefined, { message: 'give a postalCode or latitude and longitude', path: ['postalCode'] });
}

/** Body of `POST /stores/v1/search`: coordinates (both) or a postal code, optionally a product or variant. */
export const storeSearchBodySchema = placed(
  z
    .object({
      ...placeFields,
      productId: z
        .string()
        .regex(/^[A-Z0-9]{8,11}$/)
        .optional(),
      variantId: z
        .string()
        .regex(/^[A-Z0-9]{8,16}$/)
        .optional(),
    })
    .strict(),
);

export const storeSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), countryCode: z.string() }),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  openingHours: z.string(),
  offersPickup: z.boolean(),
  offersSameDay: z.boolean(),
  offersShipToStore: z.boolean(),
});
export const storeSearchAnswerSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  message: z.string().optional(),
  stores: z.array(storeSchema.extend({ distanceKm: z.number().nonnegative(), inventory: storeInventorySchema.optional() })),
});
/**
 * Body of `POST /stores/v1/collectionPoints`: where to look from (coordinates, or a postal code) and how many. The spec
 * names the call only; Stride takes the store search's place fields.
 */
export const collectionPointsBodySchema = placed(z.object(placeFields).strict());

/**
 * A place a parcel can be collected from, nearest first: a store offering pickup (shipping method `pickup`) or a
 * carrier's pick-up point, a locker or a partner shop (`pudo`).
 */
export const collectionPointSchema = z.object({
  id: z.string(),
  type: z.enum(['store', 'locker', 'partner']),
  shippingMethodCode: z.enum(['pickup', 'pudo']),
  name: z.string(),
  /** The carrier of a pick-up point; absent for a store. */
  carrier: z.string().optional(),
  address: z.object({ addressLine1: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), countryCode: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.string(),
  distanceKm: z.number().nonnegative(),
});
export const collectionPointsAnswerSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  message: z.string().optional(),
  collectionPoints: z.array(collectionPointSchema),
});

/** Answer of `GET /consumers-v3/utilities/stores`. */
export const storeListAnswerSchema = z.object({ stores: z.array(storeSchema) });
/** Path of `GET /consumers-v3/utilities/stores/{storeId}/employees`. */
export const storeEmployeesParamsSchema = z.object({ storeId: z.string().regex(/^[A-Z0-9]{3,10}$/) });
/** Its answer: the store's associates, named as the in-store session keeps them (storeEmployeeId, storeEmployeeName). */
export const storeEmployeesAnswerSchema = z.object({
  storeId: z.string(),
  employees: z.array(z.object({ storeEmployeeId: z.string(), storeEmployeeName: z.string() })),
});

export type ProductDetailsAnswer = z.infer<typeof productDetailsAnswerSchema>;
export type ProductTile = z.infer<typeof productTileSchema>;
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearchAnswer = z.infer<typeof productSearchAnswerSchema>;
export type StoreSearchBody = z.infer<typeof storeSearchBodySchema>;
export type StoreSearchAnswer = z.infer<typeof storeSearchAnswerSchema>;
