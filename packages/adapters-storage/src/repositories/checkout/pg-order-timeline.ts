import type { OrderEvent, OrderEventType, OrderReturn, OrderTimeline } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

type EventRow = {
  event_type: OrderEventType;
  carrier: string | null;
  tracking_number: string | null;
  at: Date | string;
};

type ReturnRow = {
  return_number: string;
  opened_at: Date | string;
};

const returnOf = (row: ReturnRow): OrderReturn => ({ returnNumber: row.return_number, openedAt: new Date(row.opened_at) });

/**
 * An order's timeline in `order_events` (oldest first by its identity, so two events in one
 * transaction keep their order) and its return in `order_returns`, one per order: opening it again
 * inserts nothing and answers the first.
 */
export class PgOrderTimeline implements OrderTimeline {
  constructor(private readonly sql: SqlClient) {}

  async events(orderNumber: string): Promise<OrderEvent[]> {
    const rows = await this.sql.query<EventRow>('SELECT event_type, carrier, tracking_number, at FROM order_events WHERE order_number = $1 ORDER BY id', [
      orderNumber,
    ]);
    return rows.map((row) => ({ type: row.event_type, at: new Date(row.at), carrier: row.carrier, trackingNumber: row.tracking_number }));
  }

  async record(orderNumber: string, event: OrderEvent): Promise<void> {
    await this.sql.query('INSERT INTO order_events (order_number, event_type, carrier, tracking_number, at) VALUES ($1, $2, $3, $4, $5)', [
      orderNumber,
      event.type,
      event.carrier,
      event.trackingNumber,
      event.at,
    ]);
  }

  async returnOf(orderNumber: string): Promise<OrderReturn | null> {
    const [row] = await this.sql.query<ReturnRow>('SELECT return_number, opened_at FROM order_returns WHERE order_number = $1', [orderNumber]);
    return row === undefined ? null : returnOf(row);
  }

  async openReturn(orderNumber: string, returnNumber: string, at: Date): Promise<OrderReturn> {
    const [inserted] = await this.sql.query<ReturnRow>(
      'INSERT INTO order_returns (order_number, return_number, opened_at) VALUES ($1, $2, $3) ON CONFLICT (order_number) DO NOTHING RETURNING return_number, opened_at',
      [orderNumber, returnNumber, at],
    );
    if (inserted !== undefined) return returnOf(inserted);
    const existing = await this.returnOf(orderNumber);
    if (existing === null) throw new Error(`the return of order ${orderNumber} vanished while it was opened`);
    return existing;
  }
}
