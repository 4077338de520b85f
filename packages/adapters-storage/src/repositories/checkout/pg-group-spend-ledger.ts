import type { GroupSpendEntry, GroupSpendLedger } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

type GroupsRow = { employee: boolean; prosumer: boolean; year: number };
type EntryRow = { consumer_no: string; spend_year: number; employee_minor: number; prosumer_minor: number };

/**
 * The employee's and prosumer's annual spend in PostgreSQL: each placed order's part in `order_group_spend`, added to
 * the consumer's figures in the same statement order, under the consumer's row lock. The year is the database's
 * (UTC), the clock the profile's figures are read with.
 */
export class PgGroupSpendLedger implements GroupSpendLedger {
  constructor(private readonly sql: SqlClient) {}

  async record(entry: GroupSpendEntry): Promise<void> {
    if (entry.amountMinor <= 0) return;
    // A group counts an order in its figures' own currency only: a cap is a figure of the account, not a price.
    const [groups] = await this.sql.query<GroupsRow>(
      `SELECT consumer_type = 'EMPLOYEE' AND employee_annual_cap_minor IS NOT NULL AND credit_currency = $2 AS employee,
              (is_ipa_member OR is_wranx_member) AND consumer_type <> 'GUEST' AND prosumer_annual_credit_minor IS NOT NULL
                AND credit_currency = $2 AS prosumer,
              date_part('year', now() AT TIME ZONE 'UTC')::int AS year
       FROM consumers WHERE consumer_no = $1 FOR UPDATE`,
      [entry.consumerNo, entry.currency],
    );
    if (groups === undefined || (!groups.employee && !groups.prosumer)) return;
    const employeeMinor = groups.employee ? entry.amountMinor : 0;
    const prosumerMinor = groups.prosumer ? entry.amountMinor : 0;
    const [inserted] = await this.sql.query(
      `INSERT INTO order_group_spend (order_number, consumer_no, spend_year, employee_minor, prosumer_minor)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_number) DO NOTHING RETURNING 1`,
      [entry.orderNumber, entry.consumerNo, groups.year, employeeMinor, prosumerMinor],
    );
    if (inserted === undefined) return;
    // A figure of an earlier year starts again from 0 (NULL: figures set otherwise, counted as this year's).
    await this.sql.query(
      `UPDATE consumers SET
         employee_current_spend_minor = (CASE WHEN spend_year < $2 THEN 0 ELSE employee_current_spend_minor END) + $3,
         prosumer_current_spend_minor = (CASE WHEN spend_year < $2 THEN 0 ELSE prosumer_current_spend_minor END) + $4,
         spend_year = $2
       WHERE consumer_no = $1`,
      [entry.consumerNo, groups.year, employeeMinor, prosumerMinor],
    );
  }

  async reverse(orderNumber: string): Promise<void> {
    const [entry] = await this.sql.query<EntryRow>(
      `UPDATE order_group_spend SET reversed_at = now() WHERE order_number = $1 AND reversed_at IS NULL
       RETURNING consumer_no, spend_year, employee_minor, prosumer_minor`,
      [orderNumber],
    );
    if (entry === undefined) return;
    // Only from the figures of the year the order counted in: an earlier year's spend is no longer shown.
    await this.sql.query(
      `UPDATE consumers SET
         employee_current_spend_minor = GREATEST(0, employee_current_spend_minor - $3),
         prosumer_current_spend_minor = GREATEST(0, prosumer_current_spend_minor - $4)
       WHERE consumer_no = $1 AND spend_year = $2`,
      [entry.consumer_no, entry.spend_year, entry.employee_minor, entry.prosumer_minor],
    );
  }
}
