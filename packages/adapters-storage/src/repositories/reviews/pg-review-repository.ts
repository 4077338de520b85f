import {
  EMPTY_RATING_DISTRIBUTION,
  type ModerationQuery,
  type NewReview,
  type RatingDistribution,
  type Review,
  type ReviewPage,
  type ReviewQuery,
  type ReviewRepository,
  type ReviewSort,
  type ReviewStatus,
  type ReviewTranslation,
} from '@stride/domain/reviews';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { refreshProductRating } from './refresh-product-rating.js';
import { REVIEW_COLUMNS, reviewOf, type ReviewRow } from './review-rows.js';

const ORDER_BY: Readonly<Record<ReviewSort, string>> = {
  newest: 'r.created_at DESC, r.id',
  mostHelpful: 'r.helpful_count DESC, r.created_at DESC, r.id',
  highest: 'r.rating DESC, r.created_at DESC, r.id',
  lowest: 'r.rating ASC, r.created_at DESC, r.id',
};

const MODERATION_WHERE: Readonly<Record<ModerationQuery['filter'], string>> = {
  attention: "r.status = 'hidden' OR r.flag_count > 0",
  hidden: "r.status = 'hidden'",
  flagged: 'r.flag_count > 0',
};

/** Order statuses of a purchase that counts for the verified-buyer mark (not cancelled, not waiting for payment). */
const BOUGHT_STATUSES = ['PLACED', 'SHIPPED', 'DELIVERED'];

/** Product reviews, votes, flags and translations in PostgreSQL (migration 0023), the products' rating kept beside them. */
export class PgReviewRepository implements ReviewRepository {
  constructor(private readonly sql: SqlClient) {}

  async productIdOf(pathId: string): Promise<string | null> {
    const [row] = await this.sql.query<{ id: string }>(
      'SELECT id FROM products WHERE id = $1 UNION ALL SELECT product_id AS id FROM colour_variants WHERE master_id = $1 LIMIT 1',
      [pathId],
    );
    return row?.id ?? null;
  }

  async list(query: ReviewQuery): Promise<ReviewPage> {
    const rating = query.rating ?? null;
    const [rows, counts] = await Promise.all([
      this.sql.query<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews r
         WHERE r.product_id = $1 AND r.status = 'published' AND ($2::int IS NULL OR r.rating = $2)
         ORDER BY ${ORDER_BY[query.sort]} LIMIT $3 OFFSET $4`,
        [query.productId, rating, query.limit, query.offset],
      ),
      this.sql.query<{ rating: number; n: number }>(
        "SELECT rating, count(*) AS n FROM reviews WHERE product_id = $1 AND status = 'published' GROUP BY rating",
        [query.productId],
      ),
    ]);
    const distribution: RatingDistribution = { ...EMPTY_RATING_DISTRIBUTION };
    for (const count of counts) (distribution as Record<string, number>)[String(count.rating)] = Number(count.n);
    const total = rating === null ? Object.values(distribution).reduce((a, b) => a + b, 0) : distribution[String(rating) as keyof RatingDistribution];
    return { reviews: rows.map(reviewOf), total, distribution };
  }

  async find(reviewId: string): Promise<Review | null> {
    const [row] = await this.sql.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.id = $1`, [reviewId]);
    return row === undefined ? null : reviewOf(row);
  }

  async insert(review: NewReview): Promise<'inserted' | 'duplicate'> {
    return this.sql.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO reviews (id, product_id, consumer_no, rating, title, text, nickname, locale, verified_buyer, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (product_id, consumer_no) DO NOTHING RETURNING id`,
        [
          review.id,
          review.productId,
          review.consumerNo,
          review.rating,
          review.title,
          review.text,
          review.nickname,
          review.locale,
          review.verifiedBuyer,
          review.status,
          review.createdAt,
        ],
      );
      if (inserted.length === 0) return 'duplicate';
      // The writer's own photos, not yet with a review, in the order chosen; one taken meanwhile undoes the review.
      for (const [position, photoId] of review.photoIds.entries()) {
        const taken = await tx.query(
          'UPDATE review_photos SET review_id = $1, position = $2 WHERE id = $3 AND consumer_no = $4 AND review_id IS NULL RETURNING id',
          [review.id, position, photoId, review.consumerNo],
        );
        if (taken.length === 0) throw new Error(`photo ${photoId} is not ${review.consumerNo ?? 'nobody'}'s to add to a review`);
      }
      await refreshProductRating(tx, review.productId);
      return 'inserted';
    });
  }

  async hasBought(consumerNo: string, productId: string): Promise<boolean> {
    const rows = await this.sql.query(
      `SELECT 1 FROM orders o JOIN order_items i ON i.order_number = o.order_number
       WHERE o.consumer_no = $1 AND i.product_id = $2 AND o.status = ANY($3::text[]) LIMIT 1`,
      [consumerNo, productId, BOUGHT_STATUSES],
    );
    return rows.length > 0;
  }

  async addHelpfulVote(reviewId: string, voterNo: string, at: Date): Promise<{ counted: boolean; helpfulCount: number }> {
    const [row] = await this.sql.query<{ helpful_count: number; counted: number }>(
      `WITH added AS (
         INSERT INTO review_votes (review_id, voter_no, voted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1
       )
       UPDATE reviews SET helpful_count = helpful_count + (SELECT count(*) FROM added) WHERE id = $1
       RETURNING helpful_count, (SELECT count(*) FROM added) AS counted`,
      [reviewId, voterNo, at],
    );
    if (row === undefined) throw new Error(`no review ${reviewId} to vote for`);
    return { counted: Number(row.counted) > 0, helpfulCount: Number(row.helpful_count) };
  }

  async addFlag(reviewId: string, flaggerNo: string, at: Date, flagsToHide: number): Promise<{ counted: boolean; status: ReviewStatus }> {
    return this.sql.transaction(async (tx) => {
      const [row] = await tx.query<{ status: ReviewStatus; counted: number; product_id: string }>(
        `WITH added AS (
           INSERT INTO review_flags (review_id, flagger_no, flagged_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1
         )
         UPDATE reviews SET
           flag_count = flag_count + (SELECT count(*) FROM added),
           status = CASE WHEN flag_count + (SELECT count(*) FROM added) >= $4 THEN 'hidden' ELSE status END
         WHERE id = $1
         RETURNING status, product_id, (SELECT count(*) FROM added) AS counted`,
        [reviewId, flaggerNo, at, flagsToHide],
      );
      if (row === undefined) throw new Error(`no review ${reviewId} to flag`);
      const counted = Number(row.counted) > 0;
      if (counted) await refreshProductRating(tx, row.product_id);
      return { counted, status: row.status };
    });
  }

  async moderate(reviewId: string, decision: { readonly status: ReviewStatus; readonly by: string; readonly at: Date }): Promise<Review | null> {
    return this.sql.transaction(async (tx) => {
      const [moved] = await tx.query<{ product_id: string }>(
        'UPDATE reviews SET status = $2, moderated_by = $3, moderated_at = $4, flag_count = 0 WHERE id = $1 RETURNING product_id',
        [reviewId, decision.status, decision.by, decision.at],
      );
      if (moved === undefined) return null;
      await refreshProductRating(tx, moved.product_id);
      const [row] = await tx.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.id = $1`, [reviewId]);
      return row === undefined ? null : reviewOf(row);
    });
  }

  async listForModeration(query: ModerationQuery): Promise<Review[]> {
    const rows = await this.sql.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE ${MODERATION_WHERE[query.filter]}
       ORDER BY r.flag_count DESC, r.created_at DESC, r.id LIMIT $1`,
      [query.limit],
    );
    return rows.map(reviewOf);
  }

  async findTranslation(reviewId: string, language: string): Promise<ReviewTranslation | null> {
    const [row] = await this.sql.query<{ title: string; text: string; source: string }>(
      'SELECT title, text, source FROM review_translations WHERE review_id = $1 AND language = $2',
      [reviewId, language],
    );
    return row === undefined ? null : { reviewId, language, title: row.title, text: row.text, source: row.source };
  }

  async saveTranslation(translation: ReviewTranslation): Promise<void> {
    await this.sql.query('INSERT INTO review_translations (review_id, language, title, text, source) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
      translation.reviewId,
      translation.language,
      translation.title,
      translation.text,
      translation.source,
    ]);
  }
}
