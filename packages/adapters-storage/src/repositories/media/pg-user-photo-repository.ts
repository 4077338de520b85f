import type { UserPhoto, UserPhotoPage, UserPhotoQuery, UserPhotoRepository } from '@stride/domain/media';
import type { SqlClient } from '../../sql/sql-client.port.js';

type UserPhotoRow = {
  id: string;
  product_id: string;
  image_url: string;
  caption: string;
  author_name: string;
  approved: boolean;
  created_at: Date;
  total: number;
};

/** Shoppers' photos in PostgreSQL (PGlite or a server): only approved ones are read, newest first. */
export class PgUserPhotoRepository implements UserPhotoRepository {
  constructor(private readonly sql: SqlClient) {}

  async listApproved(query: UserPhotoQuery): Promise<UserPhotoPage> {
    // One statement: the page and the count agree even while photos are approved.
    const rows = await this.sql.query<UserPhotoRow>(
      `SELECT id, product_id, image_url, caption, author_name, approved, created_at, count(*) OVER ()::int AS total
       FROM user_photos WHERE approved AND ($1::text IS NULL OR product_id = $1)
       ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [query.productId ?? null, query.limit, query.offset],
    );
    const total = rows[0]?.total ?? (query.offset > 0 ? await this.countApproved(query.productId) : 0);
    return {
      photos: rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        imageUrl: row.image_url,
        caption: row.caption,
        authorName: row.author_name,
        approved: row.approved,
        createdAt: row.created_at,
      })),
      total,
    };
  }

  async add(photos: readonly UserPhoto[]): Promise<number> {
    if (photos.length === 0) return 0;
    const rows = await this.sql.query(
      `INSERT INTO user_photos (id, product_id, image_url, caption, author_name, approved, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::timestamptz[])
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        photos.map((p) => p.id),
        photos.map((p) => p.productId),
        photos.map((p) => p.imageUrl),
        photos.map((p) => p.caption),
        photos.map((p) => p.authorName),
        photos.map((p) => p.approved),
        photos.map((p) => p.createdAt),
      ],
    );
    return rows.length;
  }

  /** The count alone, for a page past the end (it has no row to carry the window count). */
  private async countApproved(productId: string | undefined): Promise<number> {
    const [row] = await this.sql.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM user_photos WHERE approved AND ($1::text IS NULL OR product_id = $1)',
      [productId ?? null],
    );
    return row?.total ?? 0;
  }
}
