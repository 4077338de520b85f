import type { BasketInstruments, InstrumentDraft, InstrumentRecord } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = {
  id: string;
  payment_method_id: string;
  amount_minor: number;
  card_token: string | null;
  gift_card_number: string | null;
  loyalty_points: number | null;
  loyalty_voucher_id: string | null;
  additional_data: Record<string, unknown> | null;
};

const COLUMNS = 'id, payment_method_id, amount_minor, card_token, gift_card_number, loyalty_points, loyalty_voucher_id, additional_data';

function toRecord(row: Row): InstrumentRecord {
  return {
    id: row.id,
    paymentMethodId: row.payment_method_id,
    amountMinor: row.amount_minor,
    cardToken: row.card_token,
    giftCardNumber: row.gift_card_number,
    loyaltyPoints: row.loyalty_points,
    loyaltyVoucherId: row.loyalty_voucher_id,
    additionalData: row.additional_data,
  };
}

// An instrument is part of the basket (the cart reads it with the basket), so adding or removing
// one counts a change of the basket like every other basket write: version + 1 and updated_at, in
// the same statement as the change, and only when the change is made.
const COUNT_CHANGE = 'UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING id';

/** The payment instruments of a basket (`basket_payment_instruments`). */
export class PgBasketInstruments implements BasketInstruments {
  constructor(private readonly sql: SqlClient) {}

  async list(basketId: string): Promise<InstrumentRecord[]> {
    const rows = await this.sql.query<Row>(`SELECT ${COLUMNS} FROM basket_payment_instruments WHERE basket_id = $1 ORDER BY created_at, id`, [basketId]);
    return rows.map(toRecord);
  }

  async add(basketId: string, draft: InstrumentDraft): Promise<InstrumentRecord> {
    const [row] = await this.sql.query<Row>(
      `WITH b AS (${COUNT_CHANGE})
       INSERT INTO basket_payment_instruments (basket_id, payment_method_id, amount_minor, card_token, gift_card_number, loyalty_points, loyalty_voucher_id, additional_data)
       SELECT b.id, $2::text, $3::int, $4::text, $5::text, $6::int, $7::text, $8::jsonb FROM b RETURNING ${COLUMNS}`,
      [
        basketId,
        draft.paymentMethodId,
        draft.amountMinor,
        draft.cardToken,
        draft.giftCardNumber,
        draft.loyaltyPoints,
        draft.loyaltyVoucherId,
        draft.additionalData === null ? null : JSON.stringify(draft.additionalData),
      ],
    );
    if (row === undefined) throw new Error(`no basket ${basketId} to add an instrument to`);
    return toRecord(row);
  }

  async remove(basketId: string, instrumentId: string): Promise<boolean> {
    const rows = await this.sql.query(
      `WITH gone AS (DELETE FROM basket_payment_instruments WHERE basket_id = $1 AND id = $2 RETURNING basket_id)
       UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = (SELECT basket_id FROM gone) RETURNING 1`,
      [basketId, instrumentId],
    );
    return rows.length === 1;
  }
}
