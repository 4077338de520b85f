import type { LoyaltyLedger, LoyaltyVoucher } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Points (a ledger whose sum is the balance, mirrored on consumers), vouchers and athlete credit. */
export class PgLoyaltyLedger implements LoyaltyLedger {
  constructor(private readonly sql: SqlClient) {}

  async pointsBalance(consumerNo: string): Promise<number> {
    const [row] = await this.sql.query<{ loyalty_points: number }>('SELECT loyalty_points FROM consumers WHERE consumer_no = $1', [consumerNo]);
    return row?.loyalty_points ?? 0;
  }

  async redeemPoints(consumerNo: string, orderNumber: string, points: number): Promise<boolean> {
    const [taken] = await this.sql.query(
      'UPDATE consumers SET loyalty_points = loyalty_points - $2 WHERE consumer_no = $1 AND loyalty_points >= $2 RETURNING 1',
      [consumerNo, points],
    );
    if (taken === undefined) return false;
    await this.sql.query(`INSERT INTO loyalty_points_ledger (consumer_no, order_number, entry_type, points) VALUES ($1, $2, 'REDEEM', $3)`, [
      consumerNo,
      orderNumber,
      -points,
    ]);
    return true;
  }

  async refundPoints(consumerNo: string, orderNumber: string): Promise<number> {
    const [redeemed] = await this.sql.query<{ points: number }>(
      `SELECT points FROM loyalty_points_ledger WHERE consumer_no = $1 AND order_number = $2 AND entry_type = 'REDEEM'`,
      [consumerNo, orderNumber],
    );
    if (redeemed === undefined) return 0;
    const [inserted] = await this.sql.query(
      `INSERT INTO loyalty_points_ledger (consumer_no, order_number, entry_type, points) VALUES ($1, $2, 'REFUND', $3)
       ON CONFLICT (consumer_no, order_number, entry_type) DO NOTHING RETURNING 1`,
      [consumerNo, orderNumber, -redeemed.points],
    );
    if (inserted === undefined) return 0;
    await this.sql.query('UPDATE consumers SET loyalty_points = loyalty_points + $2 WHERE consumer_no = $1', [consumerNo, -redeemed.points]);
    return -redeemed.points;
  }

  async vouchers(consumerNo: string): Promise<LoyaltyVoucher[]> {
    const rows = await this.sql.query<{
      id: string;
      points: number;
      amount_minor: number;
      currency: string;
      status: LoyaltyVoucher['status'];
      expires_at: Date | null;
    }>('SELECT id, points, amount_minor, currency, status, expires_at FROM loyalty_vouchers WHERE consumer_no = $1 ORDER BY points, id', [consumerNo]);
    return rows.map((r) => ({ id: r.id, points: r.points, amountMinor: r.amount_minor, currency: r.currency, status: r.status, expiresAt: r.expires_at }));
  }

  async setVoucherStatus(voucherId: string, status: LoyaltyVoucher['status']): Promise<void> {
    await this.sql.query('UPDATE loyalty_vouchers SET status = $2 WHERE id = $1', [voucherId, status]);
  }

  async spendAthleteCredit(consumerNo: string, orderNumber: string, amountMinor: number, currency: string): Promise<boolean> {
    const [taken] = await this.sql.query(
      `UPDATE consumers SET athlete_current_spend_minor = athlete_current_spend_minor + $2
       WHERE consumer_no = $1 AND athlete_annual_credit_minor IS NOT NULL
         AND athlete_current_spend_minor + $2 <= athlete_annual_credit_minor RETURNING 1`,
      [consumerNo, amountMinor],
    );
    if (taken === undefined) return false;
    await this.sql.query(`INSERT INTO athlete_credit_ledger (consumer_no, order_number, entry_type, amount_minor, currency) VALUES ($1, $2, 'SPEND', $3, $4)`, [
      consumerNo,
      orderNumber,
      amountMinor,
      currency,
    ]);
    return true;
  }

  async refundAthleteCredit(consumerNo: string, orderNumber: string): Promise<number> {
    const [spent] = await this.sql.query<{ amount_minor: number; currency: string }>(
      `SELECT amount_minor, currency FROM athlete_credit_ledger WHERE consumer_no = $1 AND order_number = $2 AND entry_type = 'SPEND'`,
      [consumerNo, orderNumber],
    );
    if (spent === undefined) return 0;
    const [inserted] = await this.sql.query(
      `INSERT INTO athlete_credit_ledger (consumer_no, order_number, entry_type, amount_minor, currency) VALUES ($1, $2, 'REFUND', $3, $4)
       ON CONFLICT (consumer_no, order_number, entry_type) DO NOTHING RETURNING 1`,
      [consumerNo, orderNumber, spent.amount_minor, spent.currency],
    );
    if (inserted === undefined) return 0;
    await this.sql.query('UPDATE consumers SET athlete_current_spend_minor = athlete_current_spend_minor - $2 WHERE consumer_no = $1', [
      consumerNo,
      spent.amount_minor,
    ]);
    return spent.amount_minor;
  }
}
