import type { RecommendationCandidate, RecommendationSource, RecommendedProduct } from '@stride/domain/personalisation';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Recommendations from PostgreSQL: co-purchases in placed orders, the seeds' categories, the catalogue's prices. */
export class PgRecommendationSource implements RecommendationSource {
  constructor(private readonly sql: SqlClient) {}

  async boughtTogether(seeds: readonly string[], limit: number): Promise<readonly RecommendationCandidate[]> {
    if (seeds.length === 0) return [];
    const rows = await this.sql.query<{ product_id: string; orders: number }>(
      `SELECT other.product_id, count(DISTINCT other.order_number)::int AS orders
       FROM order_items seed
       JOIN orders o ON o.order_number = seed.order_number AND o.status <> 'CANCELLED' AND o.status <> 'PENDING_PAYMENT'
       JOIN order_items other ON other.order_number = seed.order_number AND other.product_id <> ALL($1::text[])
       WHERE seed.product_id = ANY($1::text[])
       GROUP BY other.product_id ORDER BY orders DESC, other.product_id LIMIT $2`,
      [seeds, limit],
    );
    return rows.map((row) => ({ productId: row.product_id, score: row.orders }));
  }

  async sameCategory(seeds: readonly string[], limit: number): Promise<readonly string[]> {
    const rows =
      seeds.length === 0
        ? await this.sql.query<{ id: string }>('SELECT id FROM products WHERE NOT coming_soon ORDER BY rating_score DESC NULLS LAST, id LIMIT $1', [limit])
        : await this.sql.query<{ id: string }>(
            `SELECT p.id FROM products p
             JOIN products seed ON seed.id = ANY($1::text[]) AND seed.primary_category_id = p.primary_category_id
             WHERE p.id <> ALL($1::text[]) AND NOT p.coming_soon
             GROUP BY p.id, p.rating_score ORDER BY p.rating_score DESC NULLS LAST, p.id LIMIT $2`,
            [seeds, limit],
          );
    return rows.map((row) => row.id);
  }

  async products(productIds: readonly string[], currency: string): Promise<readonly RecommendedProduct[]> {
    if (productIds.length === 0) return [];
    const rows = await this.sql.query<{
      id: string;
      name: string;
      slug: string;
      product_type: string;
      primary_category_id: string;
      image_url: string | null;
      list_minor: number | null;
      current_minor: number | null;
    }>(
      `SELECT p.id, p.name, p.slug, p.product_type, p.primary_category_id,
              (SELECT cv.image_url FROM colour_variants cv WHERE cv.product_id = p.id ORDER BY cv.position LIMIT 1) AS image_url,
              (SELECT min(pr.list_minor) FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.product_id = p.id AND pr.currency = $2) AS list_minor,
              (SELECT min(pr.current_minor) FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.product_id = p.id AND pr.currency = $2) AS current_minor
       FROM products p WHERE p.id = ANY($1::text[])`,
      [productIds, currency],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return productIds.flatMap((id) => {
      const row = byId.get(id);
      if (row === undefined) return [];
      return [
        {
          productId: row.id,
          name: row.name,
          slug: row.slug,
          productType: row.product_type,
          categoryId: row.primary_category_id,
          imageUrl: row.image_url,
          listMinor: row.list_minor,
          currentMinor: row.current_minor,
        },
      ];
    });
  }
}
