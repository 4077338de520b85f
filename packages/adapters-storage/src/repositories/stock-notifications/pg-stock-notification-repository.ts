import type {
  NewStockNotification,
  RestockedNotification,
  StockNotification,
  StockNotificationRepository,
  WatchedVariant,
} from '@stride/domain/stock-notifications';
import { notificationOwnerKey } from '@stride/domain/stock-notifications';
import type { SqlClient } from '../../sql/sql-client.port.js';

type NotificationRow = {
  id: string;
  variant_id: string;
  product_id: string;
  consumer_no: string | null;
  email: string;
  locale: string;
  created_at: Date;
  notified_at: Date | null;
};

const COLUMNS = 'id, variant_id, product_id, consumer_no, email, locale, created_at, notified_at';

function notificationOf(row: NotificationRow): StockNotification {
  return {
    id: row.id,
    variantId: row.variant_id,
    productId: row.product_id,
    consumerNo: row.consumer_no,
    email: row.email,
    locale: row.locale,
    createdAt: new Date(row.created_at),
    notifiedAt: row.notified_at === null ? null : new Date(row.notified_at),
  };
}

/** Stock notifications on PostgreSQL or PGlite (`stock_notifications`, migration 0026). */
export class PgStockNotificationRepository implements StockNotificationRepository {
  constructor(private readonly sql: SqlClient) {}

  async watchedVariant(variantId: string): Promise<WatchedVariant | null> {
    const [row] = await this.sql.query<{ id: string; product_id: string; master_id: string; notify_me: boolean; online_stock: number }>(
      `SELECT v.id, v.product_id, cv.master_id, p.notify_me, v.online_stock
       FROM variants v JOIN colour_variants cv ON cv.id = v.colour_variant_id JOIN products p ON p.id = v.product_id
       WHERE v.id = $1`,
      [variantId],
    );
    if (row === undefined) return null;
    return { variantId: row.id, productId: row.product_id, colourMasterId: row.master_id, notifyMe: row.notify_me, onlineStock: Number(row.online_stock) };
  }

  async accountEmail(consumerNo: string): Promise<string | null> {
    const [row] = await this.sql.query<{ email: string | null }>(`SELECT email FROM consumers WHERE consumer_no = $1`, [consumerNo]);
    return row?.email ?? null;
  }

  async subscribe(notification: NewStockNotification, newId: string): Promise<{ notification: StockNotification; created: boolean }> {
    const ownerKey = notificationOwnerKey(notification.consumerNo, notification.email);
    // The partial unique index keeps one waiting row per owner and variant, even when two calls race.
    const [inserted] = await this.sql.query<NotificationRow>(
      `INSERT INTO stock_notifications (id, variant_id, product_id, consumer_no, owner_key, email, locale, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (variant_id, owner_key) WHERE notified_at IS NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        newId,
        notification.variantId,
        notification.productId,
        notification.consumerNo,
        ownerKey,
        notification.email,
        notification.locale,
        notification.createdAt,
      ],
    );
    if (inserted !== undefined) return { notification: notificationOf(inserted), created: true };
    const [waiting] = await this.sql.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM stock_notifications WHERE variant_id = $1 AND owner_key = $2 AND notified_at IS NULL`,
      [notification.variantId, ownerKey],
    );
    if (waiting === undefined) throw new Error(`stock notification of ${notification.variantId} neither inserted nor found`);
    return { notification: notificationOf(waiting), created: false };
  }

  async claimWaiting(variantId: string, now: Date): Promise<readonly RestockedNotification[]> {
    // Claimed and marked in one statement: a second restock, or a concurrent one, finds nothing left to claim.
    // A signed-in shopper is written to at the address their account has now.
    const rows = await this.sql.query<{
      id: string;
      email: string;
      locale: string;
      name: string;
      slug: string;
      master_id: string;
      colour_id: string;
      colour_name: string;
      size_label: string;
    }>(
      `WITH claimed AS (
         UPDATE stock_notifications SET notified_at = $2 WHERE variant_id = $1 AND notified_at IS NULL
         RETURNING id, consumer_no, email, locale, created_at)
       SELECT claimed.id, coalesce(c.email, claimed.email) AS email, claimed.locale, p.name, p.slug, cv.master_id, cv.colour_id, cv.colour_name, v.size_label
       FROM claimed
       JOIN variants v ON v.id = $1
       JOIN colour_variants cv ON cv.id = v.colour_variant_id
       JOIN products p ON p.id = v.product_id
       LEFT JOIN consumers c ON c.consumer_no = claimed.consumer_no
       ORDER BY claimed.created_at, claimed.id`,
      [variantId, now],
    );
    return rows.map((row) => ({
      notificationId: row.id,
      email: row.email,
      locale: row.locale,
      productName: row.name,
      slug: row.slug,
      colourMasterId: row.master_id,
      colourId: row.colour_id,
      colourName: row.colour_name,
      sizeLabel: row.size_label,
    }));
  }
}
