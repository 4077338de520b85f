import type { GiftCardLedger, GiftCardRecord } from '@stride/domain/checkout';
import { verifySecret } from '../../demo/scrypt-hasher.js';
import type { SqlClient } from '../../sql/sql-client.port.js';

// A PIN is checked against this when the card does not exist, so a wrong number takes as long
// as a wrong PIN and timing tells nothing (hash of a PIN no card has).
const DUMMY_PIN_HASH = 'scrypt$16384$8$1$c3RyaWRlLWR1bW15LXNhbHQ=$soV9A+hhALq/4J1sm7ikmhRBNntRq292PgQrHxkaH84=';

type Row = { number: string; currency: string; balance_minor: number; expires_at: Date | null; status: 'ACTIVE' | 'SUSPENDED' };

/** Gift cards and their ledger: each redemption and refund is a row, once per card and order. */
export class PgGiftCardLedger implements GiftCardLedger {
  constructor(private readonly sql: SqlClient) {}

  async find(number: string): Promise<GiftCardRecord | null> {
    const [row] = await this.sql.query<Row>('SELECT number, currency, balance_minor, expires_at, status FROM gift_cards WHERE number = $1', [number]);
    return row === undefined
      ? null
      : { number: row.number, currency: row.currency, balanceMinor: row.balance_minor, expiresAt: row.expires_at, status: row.status };
  }

  async verifyPin(number: string, pin: string): Promise<boolean> {
    const [row] = await this.sql.query<{ pin_hash: string }>('SELECT pin_hash FROM gift_cards WHERE number = $1', [number]);
    const matches = await verifySecret(pin, row?.pin_hash ?? DUMMY_PIN_HASH);
    return row !== undefined && matches;
  }

  async redeem(number: string, orderNumber: string, amountMinor: number): Promise<boolean> {
    if (amountMinor <= 0) return true;
    const [taken] = await this.sql.query('UPDATE gift_cards SET balance_minor = balance_minor - $2 WHERE number = $1 AND balance_minor >= $2 RETURNING 1', [
      number,
      amountMinor,
    ]);
    if (taken === undefined) return false;
    // UNIQUE (card, order, REDEEM): a second redemption for the same order fails the transaction.
    await this.sql.query(`INSERT INTO gift_card_ledger (gift_card_number, order_number, entry_type, amount_minor) VALUES ($1, $2, 'REDEEM', $3)`, [
      number,
      orderNumber,
      -amountMinor,
    ]);
    return true;
  }

  async refund(number: string, orderNumber: string): Promise<number> {
    const [redeemed] = await this.sql.query<{ amount_minor: number }>(
      `SELECT amount_minor FROM gift_card_ledger WHERE gift_card_number = $1 AND order_number = $2 AND entry_type = 'REDEEM'`,
      [number, orderNumber],
    );
    if (redeemed === undefined) return 0;
    const amount = -redeemed.amount_minor;
    const [inserted] = await this.sql.query(
      `INSERT INTO gift_card_ledger (gift_card_number, order_number, entry_type, amount_minor) VALUES ($1, $2, 'REFUND', $3)
       ON CONFLICT (gift_card_number, order_number, entry_type) DO NOTHING RETURNING 1`,
      [number, orderNumber, amount],
    );
    if (inserted === undefined) return 0;
    await this.sql.query('UPDATE gift_cards SET balance_minor = balance_minor + $2 WHERE number = $1', [number, amount]);
    return amount;
  }
}
