import type { StoredBasketItem, StoredPaymentInstrument, StoredPriceAdjustment } from '@stride/domain/cart';
import type { SqlRow } from '../../sql/sql-client.port.js';
import { CATALOGUE_FACTS_JOINS, catalogueFactsColumns, lineFacts, liveFactsColumns, liveFactsFromRow } from './line-facts.js';
import type { CatalogueLineFacts } from './line-facts.js';
import { numOrNull, str, strOrNull } from './row-values.js';

/**
 * The columns `basketItemFromRow` reads, for the lines of the basket the SQL expression names:
 * each line as written, with its live stock and store, and when `factsCurrency` names a currency
 * the catalogue's facts in it. Without, the facts come apart from `LineFactsReader`'s cache, so a
 * basket read stays small (see decisions.md).
 */
export const basketItemsSelect = (basketId: string, factsCurrency: string | null): string => `
SELECT i.id, i.variant_id, i.product_id, i.qty, i.max_qty, i.shipping_method_code, i.store_id, i.recipe_id,
       i.gift_email, i.gift_to, i.gift_message, i.bonus_promotion_id, i.position, i.created_at, ${liveFactsColumns('i.store_id')}${
         factsCurrency === null ? '' : `,\n       ${catalogueFactsColumns(factsCurrency)}`
       }
  FROM basket_items i
  JOIN variants v ON v.id = i.variant_id${factsCurrency === null ? '' : CATALOGUE_FACTS_JOINS}
 WHERE i.basket_id = ${basketId}`;

/**
 * A basket line from a row of `basketItemsSelect` and its variant's catalogue facts. Object.assign
 * onto the facts, not a spread: on Node 20 a spread of these 27 fields costs far more, on every
 * cart read (docs/performance.md).
 */
export function basketItemFromRow(row: SqlRow, catalogue: CatalogueLineFacts): StoredBasketItem {
  const giftEmail = strOrNull(row.gift_email);
  return Object.assign(lineFacts(catalogue, liveFactsFromRow(row)), {
    id: str(row.id),
    variantId: str(row.variant_id),
    productId: str(row.product_id),
    qty: Number(row.qty),
    maxQty: Number(row.max_qty),
    shippingMethodCode: str(row.shipping_method_code),
    storeId: strOrNull(row.store_id),
    recipeId: strOrNull(row.recipe_id),
    giftOption: giftEmail === null ? null : { email: giftEmail, to: str(row.gift_to), message: str(row.gift_message) },
    bonusPromotionId: strOrNull(row.bonus_promotion_id),
    position: Number(row.position),
  });
}

/** A price adjustment from its row. */
export function priceAdjustmentFromRow(row: SqlRow): StoredPriceAdjustment {
  return {
    id: str(row.id),
    itemId: strOrNull(row.item_id),
    amountMinor: Number(row.amount_minor),
    reason: str(row.reason),
    createdBy: str(row.created_by),
    updatedBy: strOrNull(row.updated_by),
  };
}

/** The columns `paymentInstrumentFromRow` reads, for the basket the SQL expression names. */
export const basketInstrumentsSelect = (basketId: string): string => `
SELECT i.created_at, i.id, i.payment_method_id, i.amount_minor, i.card_token, t.brand, t.last4, i.gift_card_number,
       i.loyalty_points, i.loyalty_voucher_id, i.additional_data
  FROM basket_payment_instruments i LEFT JOIN card_tokens t ON t.token = i.card_token
 WHERE i.basket_id = ${basketId}`;

/** A payment instrument from a row of `basketInstrumentsSelect`. */
export function paymentInstrumentFromRow(row: SqlRow): StoredPaymentInstrument {
  return {
    id: str(row.id),
    paymentMethodId: str(row.payment_method_id),
    amountMinor: Number(row.amount_minor),
    cardToken: strOrNull(row.card_token),
    cardBrand: strOrNull(row.brand),
    cardLast4: strOrNull(row.last4),
    giftCardNumber: strOrNull(row.gift_card_number),
    loyaltyPoints: numOrNull(row.loyalty_points),
    loyaltyVoucherId: strOrNull(row.loyalty_voucher_id),
    additionalData: (row.additional_data ?? null) as Readonly<Record<string, unknown>> | null,
  };
}
