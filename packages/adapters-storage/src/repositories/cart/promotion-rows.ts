import type { PricingPromotion } from '@stride/domain/pricing';
import type { SqlRow } from '../../sql/sql-client.port.js';

/**
 * The promotions that run in currency $1 (no promotion_currencies row, or one for $1), with their
 * amounts in that currency, their codes and targets, public and personal alike: callers add
 * conditions with AND (PUBLIC_PROMOTION for the list everyone prices with).
 */
export const PROMOTIONS_SQL = `
SELECT p.id, p.name, p.level, p.discount_type, p.percent_off, p.gift_variant_id, p.shipping_method, p.customer_group,
       p.requires_code, p.callout_message, p.starts_at, p.ends_at, p.priority, p.threshold_qty,
       a.threshold_minor, a.amount_off_minor, a.currency AS amount_currency,
       (SELECT string_agg(c.code, ',' ORDER BY c.code) FROM promo_codes c WHERE c.promotion_id = p.id) AS codes,
       (SELECT string_agg(t.product_id, ',') FROM promotion_targets t WHERE t.promotion_id = p.id AND t.product_id IS NOT NULL) AS target_products,
       (SELECT string_agg(t.category_id, ',') FROM promotion_targets t WHERE t.promotion_id = p.id AND t.category_id IS NOT NULL) AS target_categories
  FROM promotions p
  LEFT JOIN promotion_amounts a ON a.promotion_id = p.id AND a.currency = $1
 WHERE (NOT EXISTS (SELECT 1 FROM promotion_currencies pc WHERE pc.promotion_id = p.id)
        OR EXISTS (SELECT 1 FROM promotion_currencies pc WHERE pc.promotion_id = p.id AND pc.currency = $1))`;

/** The condition of a public promotion: one with no owner, the same for everyone who prices. */
export const PUBLIC_PROMOTION = 'p.consumer_no IS NULL';

const list = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? value.split(',') : []);
const optionalNumber = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : Number(value));
const optionalString = (value: unknown): string | undefined => (value === null || value === undefined ? undefined : String(value));
const epochMs = (value: unknown): number | undefined => (value instanceof Date ? value.getTime() : undefined);

/**
 * A promotion from a row of PROMOTIONS_SQL; undefined for an amount-off promotion that has no
 * amount in this currency (it cannot apply here).
 */
export function promotionFromRow(row: SqlRow): PricingPromotion | undefined {
  const discountType = String(row.discount_type) as PricingPromotion['discountType'];
  const amountOffMinor = optionalNumber(row.amount_off_minor);
  if (discountType === 'AMOUNT' && amountOffMinor === undefined) return undefined;
  return {
    id: String(row.id),
    name: String(row.name),
    level: String(row.level) as PricingPromotion['level'],
    discountType,
    percentOff: optionalNumber(row.percent_off),
    amountOffMinor,
    thresholdMinor: optionalNumber(row.threshold_minor) ?? 0,
    thresholdQty: optionalNumber(row.threshold_qty),
    giftVariantId: optionalString(row.gift_variant_id),
    shippingMethod: optionalString(row.shipping_method),
    customerGroup: String(row.customer_group) as PricingPromotion['customerGroup'],
    requiresCode: row.requires_code === true,
    codes: list(row.codes),
    calloutMessage: optionalString(row.callout_message),
    startsAtMs: epochMs(row.starts_at),
    endsAtMs: epochMs(row.ends_at),
    priority: Number(row.priority),
    targetProductIds: list(row.target_products),
    targetCategoryIds: list(row.target_categories),
  };
}
