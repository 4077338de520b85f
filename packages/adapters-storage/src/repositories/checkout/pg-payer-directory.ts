import type { PayerDirectory, PayerRecord } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = {
  consumer_no: string;
  consumer_type: string;
  email: string | null;
  is_loyalty_member: boolean;
  loyalty_confirmation_pending: boolean;
  loyalty_member_id: string | null;
  loyalty_points: number;
  athlete_annual_credit_minor: number | null;
  athlete_current_spend_minor: number;
  store_id: string | null;
  store_employee_id: string | null;
};

/** Consumers as payers: role, loyalty, athlete credit. */
export class PgPayerDirectory implements PayerDirectory {
  constructor(private readonly sql: SqlClient) {}

  async find(consumerNo: string): Promise<PayerRecord | null> {
    const [row] = await this.sql.query<Row>(
      `SELECT consumer_no, consumer_type, email, is_loyalty_member, loyalty_confirmation_pending, loyalty_member_id, loyalty_points, athlete_annual_credit_minor,
              athlete_current_spend_minor, store_id, store_employee_id FROM consumers WHERE consumer_no = $1`,
      [consumerNo],
    );
    if (row === undefined) return null;
    return {
      consumerNo: row.consumer_no,
      consumerType: row.consumer_type,
      registered: row.consumer_type !== 'GUEST',
      email: row.email,
      memberId: row.loyalty_member_id,
      isLoyaltyMember: row.is_loyalty_member,
      loyaltyConfirmationPending: row.loyalty_confirmation_pending,
      loyaltyPoints: row.loyalty_points,
      athleteCreditLeftMinor: Math.max(0, (row.athlete_annual_credit_minor ?? 0) - row.athlete_current_spend_minor),
      storeId: row.store_id,
      storeEmployeeId: row.store_employee_id,
    };
  }
}
