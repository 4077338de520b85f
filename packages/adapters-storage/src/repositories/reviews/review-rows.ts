import type { Review, ReviewStatus } from '@stride/domain/reviews';

/** A `reviews` row as the queries below select it, with its translations' languages (comma-separated). */
export type ReviewRow = {
  id: string;
  product_id: string;
  consumer_no: string | null;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  locale: string;
  verified_buyer: boolean;
  status: ReviewStatus;
  helpful_count: number;
  flag_count: number;
  created_at: Date | string;
  languages: string | null;
  photo_ids: string | null;
};

/** The columns of a review and its translations' languages, for `FROM reviews r`. */
export const REVIEW_COLUMNS = `r.id, r.product_id, r.consumer_no, r.rating, r.title, r.text, r.nickname, r.locale, r.verified_buyer, r.status,
  r.helpful_count, r.flag_count, r.created_at,
  (SELECT string_agg(t.language, ',' ORDER BY t.language) FROM review_translations t WHERE t.review_id = r.id) AS languages,
  (SELECT string_agg(p.id, ',' ORDER BY p.position) FROM review_photos p WHERE p.review_id = r.id AND NOT p.hidden) AS photo_ids`;

/** A review from its row. */
export function reviewOf(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    consumerNo: row.consumer_no,
    rating: Number(row.rating),
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    locale: row.locale,
    verifiedBuyer: row.verified_buyer,
    status: row.status,
    helpfulCount: Number(row.helpful_count),
    flagCount: Number(row.flag_count),
    createdAt: new Date(row.created_at),
    translatedLanguages: row.languages === null || row.languages === '' ? [] : row.languages.split(','),
    photoIds: row.photo_ids === null || row.photo_ids === '' ? [] : row.photo_ids.split(','),
  };
}
