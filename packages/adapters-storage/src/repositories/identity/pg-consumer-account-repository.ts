import { strideError, type StrideError } from '@stride/domain/errors';
import { profileTypesOf, type AccountType, type ConsumerAccount, type ConsumerAccountRepository, type NewRegisteredAccount } from '@stride/domain/identity';
import { err, ok, type Result } from 'neverthrow';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { isUniqueViolation } from '../../sql/sql-errors.js';

interface ConsumerRow extends Record<string, unknown> {
  consumer_no: string;
  consumer_type: AccountType;
  email: string | null;
  password_hash: string | null;
  failed_sign_in_count: number;
  locked_until: Date | null;
  loyalty_member_id: string | null;
  is_employee_discount_tc_accepted: boolean;
  store_id: string | null;
  is_ipa_member: boolean;
  is_wranx_member: boolean;
}

const COLUMNS = `consumer_no, consumer_type, email, password_hash, failed_sign_in_count, locked_until,
  loyalty_member_id, is_employee_discount_tc_accepted, store_id, is_ipa_member, is_wranx_member`;

function toAccount(row: ConsumerRow): ConsumerAccount {
  return {
    consumerNo: row.consumer_no,
    accountType: row.consumer_type,
    email: row.email,
    passwordHash: row.password_hash,
    failedSignInCount: row.failed_sign_in_count,
    lockedUntil: row.locked_until,
    memberId: row.loyalty_member_id,
    isEmployeeDiscountTcAccepted: row.is_employee_discount_tc_accepted,
    storeId: row.store_id,
    profileTypes: profileTypesOf({ accountType: row.consumer_type, ipaMember: row.is_ipa_member, wranxMember: row.is_wranx_member }),
  };
}

/**
 * SQL true when an account other than `self` holds the phone `phone` with the dialling code `code` (parameter refs):
 * compared by digits, and by dialling code when both have one (account section 8: phone already in use).
 */
const phoneTaken = (phone: string, code: string, self: string) => `EXISTS (
  SELECT 1 FROM consumers o
  WHERE o.consumer_type <> 'GUEST' AND o.phone IS NOT NULL AND o.consumer_no IS DISTINCT FROM ${self}
    AND regexp_replace(o.phone, '[^0-9]', '', 'g') = regexp_replace(${phone}, '[^0-9]', '', 'g')
    AND (o.phone_code IS NULL OR ${code} IS NULL OR o.phone_code = ${code}))`;

/** The sign-up's phone ($6, with its dialling code $7) is on no other account. */
const PHONE_FREE = `($6::text IS NULL OR regexp_replace($6::text, '[^0-9]', '', 'g') = '' OR NOT ${phoneTaken('$6::text', '$7::text', 'NULL::text')})`;

/** Consumers in PostgreSQL (the `consumers` table; guests are rows too). */
export class PgConsumerAccountRepository implements ConsumerAccountRepository {
  constructor(private readonly sql: SqlClient) {}

  async createGuest(consumerNo: string): Promise<void> {
    await this.sql.query(`INSERT INTO consumers (consumer_no, consumer_type) VALUES ($1, 'GUEST')`, [consumerNo]);
  }

  async createRegistered(account: NewRegisteredAccount): Promise<Result<string, StrideError>> {
    // Two sign-ups with one phone at the same instant can both pass this check: the phone is not a sign-in name, so a
    // unique index (which the existing rows might break) is not worth it; the e-mail's index is the one that must hold.
    // A savepoint keeps the caller's transaction usable after a duplicate e-mail.
    try {
      const rows = await this.sql.transaction((tx) =>
        tx.query<{ consumer_no: string }>(
          `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name, birth_date,
             phone, phone_code, postal_code, gender, newsletter_opt_in, signup_store_id, acquisition_type, campaign_name, lead_source)
           SELECT $11::text, 'REGISTERED', $1::text, $2::text, $3::text, $4::text, $5::date, $6::text, $7::text, $8::text, $9::text, $10::boolean, $12::text, $13::text, $14::text, $15::text
           WHERE ${PHONE_FREE}
           RETURNING consumer_no`,
          [
            account.email,
            account.passwordHash,
            account.firstName,
            account.lastName,
            account.birthDate ?? null,
            account.phone ?? null,
            account.phoneCode ?? null,
            account.postalCode ?? null,
            account.gender ?? null,
            account.newsletterOptIn,
            account.consumerNo,
            account.source?.storeId ?? null,
            account.source?.acquisitionType ?? null,
            account.source?.campaignName ?? null,
            account.source?.leadSource ?? null,
          ],
        ),
      );
      const consumerNo = rows[0]?.consumer_no;
      if (consumerNo !== undefined) return ok(consumerNo);
      // Nothing written: the phone is another account's, unless the e-mail is taken too (that answer comes first).
      return err((await this.findByEmail(account.email)) === undefined ? strideError('AUT442', undefined, { field: 'phone' }) : strideError('PRO400'));
    } catch (error) {
      if (isUniqueViolation(error)) return err(strideError('PRO400'));
      throw error;
    }
  }

  async isPhoneOnAnotherAccount(consumerNo: string, phone: string, phoneCode: string | undefined): Promise<boolean> {
    if (phone.replace(/\D/g, '') === '') return false;
    const rows = await this.sql.query<{ taken: boolean }>(`SELECT ${phoneTaken('$1::text', '$2::text', '$3::text')} AS taken`, [
      phone,
      phoneCode ?? null,
      consumerNo,
    ]);
    return rows[0]?.taken === true;
  }

  async findByEmail(email: string): Promise<ConsumerAccount | undefined> {
    const rows = await this.sql.query<ConsumerRow>(`SELECT ${COLUMNS} FROM consumers WHERE lower(email) = lower($1) AND consumer_type <> 'GUEST'`, [email]);
    return rows[0] === undefined ? undefined : toAccount(rows[0]);
  }

  async findByConsumerNo(consumerNo: string): Promise<ConsumerAccount | undefined> {
    const rows = await this.sql.query<ConsumerRow>(`SELECT ${COLUMNS} FROM consumers WHERE consumer_no = $1`, [consumerNo]);
    return rows[0] === undefined ? undefined : toAccount(rows[0]);
  }

  async recordFailedSignIn(consumerNo: string, now: Date, maxFailures: number, lockUntil: Date): Promise<number> {
    // One statement, so concurrent wrong passwords each count. A lapsed lock starts a new count.
    const next = `(CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_sign_in_count + 1 END)`;
    const rows = await this.sql.query<{ failed_sign_in_count: number }>(
      `UPDATE consumers SET
         failed_sign_in_count = ${next},
         locked_until = CASE WHEN ${next} >= $3 THEN $4::timestamptz
                             WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN NULL
                             ELSE locked_until END,
         updated_at = $2
       WHERE consumer_no = $1
       RETURNING failed_sign_in_count`,
      [consumerNo, now, maxFailures, lockUntil],
    );
    return rows[0]?.failed_sign_in_count ?? 0;
  }

  async resetFailedSignIns(consumerNo: string): Promise<void> {
    await this.sql.query(
      `UPDATE consumers SET failed_sign_in_count = 0, locked_until = NULL
       WHERE consumer_no = $1 AND (failed_sign_in_count <> 0 OR locked_until IS NOT NULL)`,
      [consumerNo],
    );
  }

  async updatePasswordHash(consumerNo: string, passwordHash: string): Promise<void> {
    await this.sql.query(`UPDATE consumers SET password_hash = $2, updated_at = now() WHERE consumer_no = $1`, [consumerNo, passwordHash]);
  }

  async openBasketId(consumerNo: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ id: string }>(
      `SELECT id FROM baskets WHERE consumer_no = $1 AND status = 'OPEN' ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
      [consumerNo],
    );
    return rows[0]?.id;
  }
}
