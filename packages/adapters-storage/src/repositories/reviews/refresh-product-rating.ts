import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Sets a product's `rating_score` and `reviews_count` from its published reviews (0 and 0 without any), inside the
 * caller's transaction: what tiles, the product page and its JSON-LD show is what the reviews list sums up.
 */
export async function refreshProductRating(sql: SqlClient, productId: string): Promise<void> {
  await sql.query(
    `UPDATE products SET
       rating_score = COALESCE((SELECT round(avg(rating)::numeric, 1) FROM reviews WHERE product_id = $1 AND status = 'published'), 0),
       reviews_count = (SELECT count(*) FROM reviews WHERE product_id = $1 AND status = 'published')
     WHERE id = $1`,
    [productId],
  );
}

/** The same for every product at once (after the demo seed added its reviews). */
export async function refreshAllProductRatings(sql: SqlClient): Promise<void> {
  await sql.query(
    `UPDATE products p SET rating_score = s.score, reviews_count = s.n
     FROM (SELECT p2.id, COALESCE(round(avg(r.rating)::numeric, 1), 0) AS score, count(r.id) AS n
           FROM products p2 LEFT JOIN reviews r ON r.product_id = p2.id AND r.status = 'published'
           GROUP BY p2.id) s
     WHERE s.id = p.id AND (p.rating_score IS DISTINCT FROM s.score OR p.reviews_count <> s.n)`,
  );
}
