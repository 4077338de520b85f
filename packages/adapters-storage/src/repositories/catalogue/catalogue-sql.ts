// SQL of the catalogue reads, kept apart from the mapping code so each statement reads whole.

/** Every category with each of its descendants (itself included); UNION stops at a cyclic parent link. */
export const CATEGORY_CLOSURE = `closure(root, id) AS (
  SELECT id, id FROM categories
  UNION
  SELECT cl.root, c.id FROM closure cl JOIN categories c ON c.parent_id = cl.id
)`;

export const PRODUCT_BY_ID_OR_MASTER = `
SELECT p.id, p.name, p.slug, p.description, p.product_type, p.badge, p.eyebrow, p.customs_external_url,
       p.presale, p.coming_soon, p.target_publish_date, p.notify_me, p.rating_score, p.reviews_count
FROM products p
WHERE p.id = $1 OR p.id = (SELECT product_id FROM colour_variants WHERE master_id = $1)
LIMIT 1`;

// Each variant's recorded price changes in the currency, oldest first, as [ISO instant, current, on sale] (price_history).
export const PRODUCT_VARIANTS = `
SELECT cv.master_id, cv.colour_id, cv.colour_name, cv.swatch_hex, cv.image_url,
       v.id, v.upc, substr(v.id, length(cv.master_id) + 1) AS size_id, v.size_label, v.online_stock,
       pr.list_minor, pr.sale_minor,
       (SELECT coalesce(json_agg(json_build_array(to_char(h.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                  h.current_minor, h.sale_minor IS NOT NULL) ORDER BY h.changed_at, h.id), '[]')
        FROM price_history h WHERE h.variant_id = v.id AND h.currency = $2) AS price_history
FROM colour_variants cv
JOIN variants v ON v.colour_variant_id = cv.id
JOIN prices pr ON pr.variant_id = v.id AND pr.currency = $2
WHERE cv.product_id = $1
ORDER BY cv.position, cv.id, v.size_order, v.id`;

// One statement for the inventory answer: the product (by id or colour master id) and its
// variants' online stock, without the product's texts, colours or prices.
// One row per product, its variants' stock aggregated: every row a driver hands back costs it more than the
// aggregate (on PGlite a 30-size shoe read 565 µs as 30 rows, 319 µs as one; docs/performance.md).
export const PRODUCT_ONLINE_STOCK = `
SELECT t.id AS product_id,
       (SELECT coalesce(json_agg(json_build_array(v.id, v.online_stock) ORDER BY v.id), '[]') FROM variants v WHERE v.product_id = t.id) AS variants
FROM (SELECT id FROM products WHERE id = $1
      UNION ALL
      SELECT product_id FROM colour_variants WHERE master_id = $1
      LIMIT 1) t`;

export const VARIANT_IDS_OF = `
SELECT v.id FROM variants v JOIN colour_variants cv ON cv.id = v.colour_variant_id
WHERE v.product_id = $1 OR cv.master_id = $1
ORDER BY cv.position, v.size_order, v.id`;

/**
 * Tiles of products ($1) in a currency ($2): each colour with its price range, its cheapest variant's list price and
 * its stock, from one pass over the product's priced variants grouped by colour; the product's own range, cheapest
 * list price and stock are then read from its colours' (a product with no priced variant has no tile).
 */
export const PRODUCT_SUMMARIES = `
SELECT p.id, p.name, p.slug, p.product_type, p.badge, p.eyebrow, p.presale, p.coming_soon, p.rating_score, p.reviews_count,
       agg.low_original, agg.high_original, agg.low_current, agg.high_current, agg.cheapest_original, agg.cheapest_variant,
       agg.in_stock, agg.colours
FROM products p
JOIN LATERAL (
  SELECT min(c.low_original) AS low_original, max(c.high_original) AS high_original,
         min(c.low_current) AS low_current, max(c.high_current) AS high_current,
         (array_agg(c.cheapest_original ORDER BY c.low_current, c.cheapest_original) FILTER (WHERE c.low_current IS NOT NULL))[1]
           AS cheapest_original,
         (array_agg(c.cheapest_variant ORDER BY c.low_current, c.cheapest_original, c.cheapest_variant) FILTER (WHERE c.low_current IS NOT NULL))[1]
           AS cheapest_variant,
         coalesce(bool_or(c.in_stock), false) AS in_stock,
         json_agg(json_build_object('masterId', c.master_id, 'colourId', c.colour_id, 'name', c.colour_name,
                                    'swatchHex', c.swatch_hex, 'imageUrl', c.image_url,
                                    'low_original', c.low_original, 'high_original', c.high_original,
                                    'low_current', c.low_current, 'high_current', c.high_current,
                                    'cheapest_original', c.cheapest_original, 'cheapest_variant', c.cheapest_variant,
                                    'in_stock', coalesce(c.in_stock, false))
                  ORDER BY c.position, c.id) AS colours
  FROM (
    SELECT cv.id, cv.master_id, cv.colour_id, cv.colour_name, cv.swatch_hex, cv.image_url, cv.position, cp.*
    FROM colour_variants cv
    LEFT JOIN (
      SELECT v.colour_variant_id, min(pr.list_minor) AS low_original, max(pr.list_minor) AS high_original,
             min(pr.current_minor) AS low_current, max(pr.current_minor) AS high_current,
             (array_agg(pr.list_minor ORDER BY pr.current_minor, pr.list_minor))[1] AS cheapest_original,
             (array_agg(v.id ORDER BY pr.current_minor, pr.list_minor, v.id))[1] AS cheapest_variant,
             bool_or(v.online_stock > 0) AS in_stock
      FROM variants v JOIN prices pr ON pr.variant_id = v.id AND pr.currency = $2
      WHERE v.product_id = p.id
      GROUP BY v.colour_variant_id
    ) cp ON cp.colour_variant_id = cv.id
    WHERE cv.product_id = p.id
  ) c
) agg ON agg.low_current IS NOT NULL
WHERE p.id = ANY($1::text[])`;

/** The recorded price changes of variants ($1) in a currency ($2), oldest first, as [ISO instant, current, on sale]. */
export const PRICE_HISTORIES = `
SELECT variant_id,
       json_agg(json_build_array(to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), current_minor, sale_minor IS NOT NULL)
                ORDER BY changed_at, id) AS changes
FROM price_history WHERE variant_id = ANY($1::text[]) AND currency = $2
GROUP BY variant_id`;

/** Categories with product counts over their subtree; `filter` is an optional WHERE on `c`. */
export function categoriesSql(filter = 'true', limit = ''): string {
  // Counted once per root in one grouped join; a correlated count per category made PostgreSQL
  // rescan the closure for every row (about a second for 22 categories).
  return `
WITH RECURSIVE ${CATEGORY_CLOSURE},
counts AS (
  SELECT cl.root, count(DISTINCT pc.product_id)::int AS n
  FROM closure cl JOIN product_categories pc ON pc.category_id = cl.id GROUP BY cl.root
)
SELECT c.id, c.parent_id, c.name, c.slug, c.position, coalesce(counts.n, 0) AS product_count
FROM categories c LEFT JOIN counts ON counts.root = c.id
WHERE ${filter}
ORDER BY c.position, c.id ${limit}`;
}

export const COLOUR_IMAGE = `
SELECT p.id, p.name, p.product_type, p.primary_category_id, cv.colour_name, cv.swatch_hex
FROM products p JOIN colour_variants cv ON cv.product_id = p.id
WHERE p.id = $1 AND cv.colour_id = $2`;

export const STORES = `
SELECT id, name, address_line1, city, province, postal_code, country_code, phone, latitude, longitude,
       time_zone, opening_hours, offers_pickup, offers_same_day, offers_ship_to_store
FROM stores WHERE $1::text IS NULL OR country_code = $1 ORDER BY id`;

/** One row per associate of the store, or one row of nulls when it has none; no row when there is no such store. */
export const STORE_EMPLOYEES = `
SELECT c.store_employee_id, c.first_name, c.last_name
FROM stores s LEFT JOIN consumers c ON c.store_id = s.id AND c.consumer_type = 'STORE_ASSOCIATE'
WHERE s.id = $1
ORDER BY c.last_name, c.first_name, c.store_employee_id`;

export const STORE_STOCK = `
SELECT store_id, variant_id, quantity FROM store_inventory
WHERE store_id = ANY($1::text[]) AND variant_id = ANY($2::text[])
ORDER BY store_id, variant_id`;

/** A prefix full-text query from search terms: every term must start a word. Terms are letters and digits only. */
export function prefixTsQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}
