import type {
  BasketItemDraft,
  CartGiftOption,
  BasketLineChange,
  CartRepository,
  PlacedLine,
  StoredBasket,
  VariantForSale,
  VariantReference,
} from '@stride/domain/cart';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { basketInstrumentsSelect, basketItemFromRow, basketItemsSelect, paymentInstrumentFromRow, priceAdjustmentFromRow } from './basket-rows.js';
import { LineFactsReader } from './line-facts.js';
import type { CatalogueLineFacts } from './line-facts.js';
import { strOrNull } from './row-values.js';
import { variantForLine, variantKeyOf, variantsByKeySelect } from './variant-rows.js';

// The basket $1 with everything on it, its lines' catalogue facts in its currency only when
// `withFacts` (see LineFactsReader); `extra` adds columns (the variant an add reads with it).
// The row comes as one JSON column, `basket`: the client then reads one field description and
// parses one JSON text instead of twenty columns: less of the bff's CPU a read for the same
// server time (docs/performance.md, sixth session).
const basketSelect = (withFacts: boolean, extra = ''): string => `
SELECT row_to_json(r) AS basket FROM (
SELECT b.id, b.consumer_no, b.currency, b.status, b.customer_email, b.shipping_address, b.billing_address,
       b.shipping_method_code, b.fav_store_id, b.device_fingerprint, b.version, b.created_by,
       c.consumer_type, c.is_employee_discount_tc_accepted,
       -- Member promotions wait for the double opt-in (0003_loyalty_enrollment).
       (c.is_loyalty_member AND NOT c.loyalty_confirmation_pending) AS is_loyalty_member,
       (SELECT coalesce(json_agg(x ORDER BY x.position, x.created_at, x.id), '[]') FROM (${basketItemsSelect('b.id', withFacts ? 'b.currency' : null)}) x) AS items,
       (SELECT coalesce(json_agg(x.code ORDER BY x.applied_at, x.code), '[]') FROM basket_coupons x WHERE x.basket_id = b.id) AS coupons,
       (SELECT coalesce(json_agg(x ORDER BY x.created_at, x.id), '[]') FROM basket_price_adjustments x WHERE x.basket_id = b.id AND x.removed_at IS NULL) AS adjustments,
       (SELECT coalesce(json_agg(x ORDER BY x.created_at, x.id), '[]') FROM (${basketInstrumentsSelect('b.id')}) x) AS instruments${extra}
  FROM baskets b JOIN consumers c ON c.consumer_no = b.consumer_no
 WHERE b.id = $1) r`;

/** The basket reads, with the catalogue's facts in the statement or without. */
function basketReads(withFacts: boolean): { basket: string; withVariantOnline: string; withVariantInStore: string } {
  // $2 the variant's key, $3 the store when the line names one.
  const withVariants = (storeId: string | null): string =>
    basketSelect(
      withFacts,
      `,\n       (SELECT coalesce(json_agg(x), '[]') FROM (${variantsByKeySelect('$2', storeId, withFacts ? 'b.currency' : null)}) x) AS variants`,
    );
  return { basket: basketSelect(withFacts), withVariantOnline: withVariants(null), withVariantInStore: withVariants('$3::text') };
}

const READS_WITH_FACTS = basketReads(true);
const READS_LIVE_ONLY = basketReads(false);

// An OPEN basket ($1) still at the version $2 counts a change (and stays locked to the end of the
// transaction); no row when anything changed it since it was read.
const COUNT_CHANGE_AT_VERSION = `UPDATE baskets SET version = version + 1, updated_at = now()
  WHERE id = $1 AND version = $2 AND status = 'OPEN' RETURNING id`;

const INSERT_ITEM = `INSERT INTO basket_items (basket_id, variant_id, product_id, qty, max_qty, shipping_method_code, store_id, recipe_id,
                          gift_email, gift_to, gift_message, bonus_promotion_id, position)`;

// The values of `itemParams`, typed so they also serve as a SELECT list; a new line goes after
// the basket's others.
const ITEM_VALUES = `$1::text, $2::text, $3::text, $4::int, $5::int, $6::text, $7::text, $8::text, $9::text, $10::text, $11::text, $12::text,
  (SELECT coalesce(max(position), -1) + 1 FROM basket_items WHERE basket_id = $1)`;

const itemParams = (basketId: string, draft: BasketItemDraft): unknown[] => [
  basketId,
  draft.variantId,
  draft.productId,
  draft.qty,
  draft.maxQty,
  draft.shippingMethodCode,
  draft.storeId,
  draft.recipeId,
  draft.giftOption?.email ?? null,
  draft.giftOption?.to ?? null,
  draft.giftOption?.message ?? null,
  draft.bonusPromotionId,
];

// One change, guarded in the same statement: the line changes only if the basket row did. Each
// answers one row when written.
const GUARDED_ADD = `WITH b AS (${COUNT_CHANGE_AT_VERSION.replace('$2', '$13')})
  ${INSERT_ITEM} SELECT ${ITEM_VALUES} FROM b RETURNING id, position`;
const GUARDED_SET_QTY = `WITH b AS (${COUNT_CHANGE_AT_VERSION})
  UPDATE basket_items SET qty = $4, max_qty = $5 WHERE id = $3 AND basket_id = (SELECT id FROM b) RETURNING id`;
const GUARDED_REMOVE = `WITH b AS (${COUNT_CHANGE_AT_VERSION})
  DELETE FROM basket_items WHERE id = $3 AND basket_id = (SELECT id FROM b) RETURNING id`;

type PlacedRow = { id: string; position: number };
const placedOf = (row: PlacedRow): PlacedLine => ({ id: String(row.id), position: Number(row.position) });

const rows = (value: unknown): SqlRow[] => (Array.isArray(value) ? (value as SqlRow[]) : []);

/** The row a write inside a guarded transaction must touch; none means the basket is not as read: a bug. */
async function oneRow<T extends SqlRow>(sql: SqlClient, text: string, params: unknown[]): Promise<T> {
  const [row] = await sql.query<T>(text, params);
  if (row === undefined) throw new Error(`a guarded basket write touched no row: ${text.slice(0, 60)}`);
  return row;
}

/** The basket of a `basketSelect` result: its one row's JSON column, or undefined when there is no row. */
function basketOf(result: readonly SqlRow[]): SqlRow | undefined {
  const basket = result[0]?.basket;
  return basket === undefined || basket === null ? undefined : (basket as SqlRow);
}

/** A basket from the `basket` JSON of a `basketSelect` row (see basketOf) and its lines' catalogue facts. */
function basketFromRow(row: SqlRow, facts: ReadonlyMap<string, CatalogueLineFacts>): StoredBasket {
  const currency = String(row.currency);
  return {
    id: String(row.id),
    consumerNo: String(row.consumer_no),
    currency,
    status: row.status as StoredBasket['status'],
    customerEmail: strOrNull(row.customer_email),
    shippingAddress: (row.shipping_address ?? null) as StoredBasket['shippingAddress'],
    billingAddress: (row.billing_address ?? null) as StoredBasket['billingAddress'],
    shippingMethodCode: strOrNull(row.shipping_method_code),
    favStoreId: strOrNull(row.fav_store_id),
    createdBy: strOrNull(row.created_by),
    deviceFingerprint: strOrNull(row.device_fingerprint),
    version: Number(row.version),
    owner: {
      consumerNo: String(row.consumer_no),
      consumerType: String(row.consumer_type),
      isEmployeeDiscountTCAccepted: row.is_employee_discount_tc_accepted === true,
      isLoyaltyMember: row.is_loyalty_member === true,
    },
    items: rows(row.items).map((item) => basketItemFromRow(item, factsOfLine(facts, item))),
    couponCodes: rows(row.coupons).map(String),
    priceAdjustments: rows(row.adjustments).map(priceAdjustmentFromRow),
    paymentInstruments: rows(row.instruments).map(paymentInstrumentFromRow),
  };
}

/** The catalogue facts of a line's row, among those read for its basket. */
function factsOfLine(facts: ReadonlyMap<string, CatalogueLineFacts>, row: SqlRow): CatalogueLineFacts {
  const found = facts.get(String(row.variant_id));
  if (found === undefined) throw new Error(`no catalogue facts for variant ${String(row.variant_id)}`);
  return found;
}

/**
 * Baskets in PostgreSQL (PGlite or a server), over the commerce schema's basket tables. A read is
 * one statement: the basket and its lines with their stock, and the lines' catalogue facts too
 * unless `facts` keeps them in a cache (then one more statement only for facts it does not hold).
 */
export class PgCartRepository implements CartRepository {
  constructor(
    private readonly sql: SqlClient,
    private readonly facts: LineFactsReader = new LineFactsReader(sql, null),
  ) {}

  private get reads(): typeof READS_WITH_FACTS {
    return this.facts.inRows ? READS_WITH_FACTS : READS_LIVE_ONLY;
  }

  async create(consumerNo: string, currency: string): Promise<string> {
    const [row] = await this.sql.query<{ id: string }>('INSERT INTO baskets (consumer_no, currency, created_by) VALUES ($1, $2, $1) RETURNING id', [
      consumerNo,
      currency,
    ]);
    if (row === undefined) throw new Error('INSERT INTO baskets returned no row');
    return row.id;
  }

  async find(basketId: string): Promise<StoredBasket | null> {
    const row = basketOf(await this.sql.query(this.reads.basket, [basketId]));
    if (row === undefined) return null;
    return basketFromRow(row, await this.facts.factsFor(rows(row.items), String(row.currency)));
  }

  async findWithVariant(
    basketId: string,
    ref: VariantReference,
    storeId: string | null,
  ): Promise<{ basket: StoredBasket; variant: VariantForSale | null } | null> {
    const row = basketOf(
      await (storeId === null
        ? this.sql.query(this.reads.withVariantOnline, [basketId, variantKeyOf(ref)])
        : this.sql.query(this.reads.withVariantInStore, [basketId, variantKeyOf(ref), storeId])),
    );
    if (row === undefined) return null;
    const facts = await this.facts.factsFor([...rows(row.items), ...rows(row.variants)], String(row.currency));
    return { basket: basketFromRow(row, facts), variant: variantForLine(rows(row.variants), ref, facts) };
  }

  async lock(basketId: string): Promise<boolean> {
    return (await this.sql.query('SELECT id FROM baskets WHERE id = $1 FOR UPDATE', [basketId])).length > 0;
  }

  async addItem(basketId: string, draft: BasketItemDraft): Promise<string> {
    const [row] = await this.sql.query<{ id: string }>(`${INSERT_ITEM} VALUES (${ITEM_VALUES}) RETURNING id`, itemParams(basketId, draft));
    if (row === undefined) throw new Error('INSERT INTO basket_items returned no row');
    return row.id;
  }

  async setItemQty(basketId: string, itemId: string, qty: number, maxQty: number): Promise<boolean> {
    const rows = await this.sql.query('UPDATE basket_items SET qty = $3, max_qty = $4 WHERE basket_id = $1 AND id = $2 RETURNING id', [
      basketId,
      itemId,
      qty,
      maxQty,
    ]);
    return rows.length > 0;
  }

  async setItemGiftOption(basketId: string, itemId: string, giftOption: CartGiftOption | null): Promise<boolean> {
    const rows = await this.sql.query(
      'UPDATE basket_items SET gift_email = $3, gift_to = $4, gift_message = $5 WHERE basket_id = $1 AND id = $2 RETURNING id',
      [basketId, itemId, giftOption?.email ?? null, giftOption?.to ?? null, giftOption?.message ?? null],
    );
    return rows.length > 0;
  }

  async replaceItemVariant(basketId: string, itemId: string, line: { variantId: string; productId: string; qty: number; maxQty: number }): Promise<boolean> {
    const rows = await this.sql.query(
      'UPDATE basket_items SET variant_id = $3, product_id = $4, qty = $5, max_qty = $6 WHERE basket_id = $1 AND id = $2 RETURNING id',
      [basketId, itemId, line.variantId, line.productId, line.qty, line.maxQty],
    );
    return rows.length > 0;
  }

  // One change (an add's usual case) is one statement outside any transaction; several take one
  // transaction whose first statement is the guard, so the row stays locked while they are written.
  async writeIfUnchanged(basketId: string, version: number, changes: readonly BasketLineChange[]): Promise<PlacedLine[] | null> {
    const [only] = changes;
    if (changes.length === 1 && only !== undefined) return this.writeOneIfUnchanged(basketId, version, only);
    return this.sql.transaction(async (tx) => {
      if ((await tx.query(COUNT_CHANGE_AT_VERSION, [basketId, version])).length === 0) return null;
      const placed: PlacedLine[] = [];
      for (const change of changes) {
        if (change.kind === 'add')
          placed.push(
            placedOf(await oneRow<PlacedRow>(tx, `${INSERT_ITEM} VALUES (${ITEM_VALUES}) RETURNING id, position`, itemParams(basketId, change.draft))),
          );
        if (change.kind === 'setQty')
          await oneRow(tx, 'UPDATE basket_items SET qty = $3, max_qty = $4 WHERE basket_id = $1 AND id = $2 RETURNING id', [
            basketId,
            change.itemId,
            change.qty,
            change.maxQty,
          ]);
        if (change.kind === 'remove') await oneRow(tx, 'DELETE FROM basket_items WHERE basket_id = $1 AND id = $2 RETURNING id', [basketId, change.itemId]);
      }
      return placed;
    });
  }

  private async writeOneIfUnchanged(basketId: string, version: number, change: BasketLineChange): Promise<PlacedLine[] | null> {
    if (change.kind === 'add') {
      const [row] = await this.sql.query<PlacedRow>(GUARDED_ADD, [...itemParams(basketId, change.draft), version]);
      return row === undefined ? null : [placedOf(row)];
    }
    const written =
      change.kind === 'setQty'
        ? await this.sql.query(GUARDED_SET_QTY, [basketId, version, change.itemId, change.qty, change.maxQty])
        : await this.sql.query(GUARDED_REMOVE, [basketId, version, change.itemId]);
    return written.length === 0 ? null : [];
  }

  async removeItem(basketId: string, itemId: string): Promise<boolean> {
    return (await this.sql.query('DELETE FROM basket_items WHERE basket_id = $1 AND id = $2 RETURNING id', [basketId, itemId])).length > 0;
  }

  async addCoupon(basketId: string, code: string): Promise<boolean> {
    const rows = await this.sql.query('INSERT INTO basket_coupons (basket_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code', [basketId, code]);
    return rows.length > 0;
  }

  async removeCoupon(basketId: string, code: string): Promise<boolean> {
    return (await this.sql.query('DELETE FROM basket_coupons WHERE basket_id = $1 AND code = $2 RETURNING code', [basketId, code])).length > 0;
  }

  async addPriceAdjustment(basketId: string, adjustment: { itemId: string | null; amountMinor: number; reason: string; createdBy: string }): Promise<string> {
    const [row] = await this.sql.query<{ id: string }>(
      'INSERT INTO basket_price_adjustments (basket_id, item_id, amount_minor, reason, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [basketId, adjustment.itemId, adjustment.amountMinor, adjustment.reason, adjustment.createdBy],
    );
    if (row === undefined) throw new Error('INSERT INTO basket_price_adjustments returned no row');
    return row.id;
  }

  async updatePriceAdjustment(basketId: string, adjustmentId: string, change: { amountMinor: number; reason: string; updatedBy: string }): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE basket_price_adjustments SET amount_minor = $3, reason = $4, updated_by = $5, updated_at = now()
        WHERE basket_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id`,
      [basketId, adjustmentId, change.amountMinor, change.reason, change.updatedBy],
    );
    return rows.length > 0;
  }

  async removePriceAdjustment(basketId: string, adjustmentId: string, removedBy: string): Promise<boolean> {
    const rows = await this.sql.query(
      'UPDATE basket_price_adjustments SET removed_by = $3, removed_at = now() WHERE basket_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id',
      [basketId, adjustmentId, removedBy],
    );
    return rows.length > 0;
  }

  async setDeviceFingerprint(basketId: string, fingerprint: string): Promise<boolean> {
    return (
      (
        await this.sql.query('UPDATE baskets SET device_fingerprint = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING id', [
          basketId,
          fingerprint,
        ])
      ).length > 0
    );
  }

  async touch(basketId: string): Promise<void> {
    await this.sql.query('UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1', [basketId]);
  }
}
