import type { GiftCardIssuance, GiftCardOrderLine, IssuedGiftCard } from '@stride/domain/checkout';
import { hashSecret } from '../../demo/scrypt-hasher.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { giftOptionOf, type GiftOptionColumns } from './gift-option-columns.js';

type LineRow = GiftOptionColumns & { id: string; product_name: string; qty: number; unit_price_minor: number };
type IssuedRow = {
  gift_card_number: string;
  order_number: string;
  order_item_id: string;
  unit: number;
  currency: string;
  initial_minor: number;
  email_locale: string;
  issued_at: Date;
};

/** Gift cards issued by orders: gift_cards rows (PIN hashed with scrypt, as every card's), linked in order_gift_cards. */
export class PgGiftCardIssuance implements GiftCardIssuance {
  constructor(private readonly sql: SqlClient) {}

  async digitalLines(orderNumber: string): Promise<GiftCardOrderLine[]> {
    const rows = await this.sql.query<LineRow>(
      `SELECT id, product_name, qty, unit_price_minor, gift_email, gift_to, gift_message
       FROM order_items WHERE order_number = $1 AND is_digital ORDER BY position, id`,
      [orderNumber],
    );
    return rows.map((r) => ({ itemId: r.id, productName: r.product_name, qty: r.qty, unitPriceMinor: r.unit_price_minor, giftOption: giftOptionOf(r) }));
  }

  async issuedFor(orderNumber: string): Promise<IssuedGiftCard[]> {
    const rows = await this.sql.query<IssuedRow>(
      `SELECT l.gift_card_number, l.order_number, l.order_item_id, l.unit, g.currency, g.initial_minor, l.email_locale, l.issued_at
       FROM order_gift_cards l JOIN gift_cards g ON g.number = l.gift_card_number JOIN order_items i ON i.id = l.order_item_id
       WHERE l.order_number = $1 ORDER BY i.position, l.unit`,
      [orderNumber],
    );
    return rows.map((r) => ({
      number: r.gift_card_number,
      orderNumber: r.order_number,
      itemId: r.order_item_id,
      unit: r.unit,
      currency: r.currency,
      amountMinor: r.initial_minor,
      emailLocale: r.email_locale,
      issuedAt: r.issued_at,
    }));
  }

  /**
   * One statement: the card (unless its unit has one already; a number already taken inserts nothing), its link and
   * its ISSUE ledger row (a card of no value has none), each from the one before, so either all three are written or none.
   */
  async issue(card: IssuedGiftCard, pin: string): Promise<boolean> {
    const rows = await this.sql.query(
      `WITH card AS (
         INSERT INTO gift_cards (number, pin_hash, currency, initial_minor, balance_minor, created_at)
         SELECT $1, $2, $3, $4, $4, $8
         WHERE NOT EXISTS (SELECT 1 FROM order_gift_cards WHERE order_item_id = $6 AND unit = $7)
         ON CONFLICT (number) DO NOTHING RETURNING number
       ), link AS (
         INSERT INTO order_gift_cards (gift_card_number, order_number, order_item_id, unit, email_locale, issued_at)
         SELECT number, $5, $6, $7, $9, $8 FROM card RETURNING gift_card_number
       ), ledger AS (
         INSERT INTO gift_card_ledger (gift_card_number, order_number, entry_type, amount_minor, created_at)
         SELECT gift_card_number, $5, 'ISSUE', $4, $8 FROM link WHERE $4 > 0
       )
       SELECT gift_card_number FROM link`,
      [card.number, await hashSecret(pin), card.currency, card.amountMinor, card.orderNumber, card.itemId, card.unit, card.issuedAt, card.emailLocale],
    );
    return rows.length === 1;
  }

  async suspendIfUnspent(orderNumber: string): Promise<boolean> {
    // Locked so that no redemption slips in between the check and the suspension.
    const cards = await this.sql.query<{ number: string; spent: boolean }>(
      `SELECT g.number, g.balance_minor < g.initial_minor AS spent
       FROM gift_cards g JOIN order_gift_cards l ON l.gift_card_number = g.number WHERE l.order_number = $1 FOR UPDATE OF g`,
      [orderNumber],
    );
    if (cards.some((card) => card.spent)) return false;
    if (cards.length > 0) await this.sql.query(`UPDATE gift_cards SET status = 'SUSPENDED' WHERE number = ANY($1::text[])`, [cards.map((card) => card.number)]);
    return true;
  }

  async replacePin(number: string, pin: string): Promise<void> {
    await this.sql.query('UPDATE gift_cards SET pin_hash = $2 WHERE number = $1 AND number IN (SELECT gift_card_number FROM order_gift_cards)', [
      number,
      await hashSecret(pin),
    ]);
  }
}
