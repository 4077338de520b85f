import type { PhotoType, ReviewPhotoRepository, StoredPhoto } from '@stride/domain/media';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Shoppers' photos with their reviews in PostgreSQL (`review_photos`, migration 0025), kept as bytes. */
export class PgReviewPhotoRepository implements ReviewPhotoRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(photo: StoredPhoto): Promise<void> {
    await this.sql.query('INSERT INTO review_photos (id, consumer_no, content_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)', [
      photo.id,
      photo.consumerNo,
      photo.contentType,
      photo.bytes,
      photo.createdAt,
    ]);
  }

  async unattached(consumerNo: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.query<{ id: string }>('SELECT id FROM review_photos WHERE id = ANY($1::text[]) AND consumer_no = $2 AND review_id IS NULL', [
      [...ids],
      consumerNo,
    ]);
    return rows.map((row) => row.id);
  }

  async findShown(id: string): Promise<{ contentType: PhotoType; bytes: Uint8Array } | null> {
    const [row] = await this.sql.query<{ content_type: PhotoType; bytes: Uint8Array }>(
      `SELECT p.content_type, p.bytes FROM review_photos p JOIN reviews r ON r.id = p.review_id
       WHERE p.id = $1 AND NOT p.hidden AND r.status = 'published'`,
      [id],
    );
    return row === undefined ? null : { contentType: row.content_type, bytes: new Uint8Array(row.bytes) };
  }
}
