import type {
  AccountType,
  ConsumerIdentityType,
  ConsumerProfile,
  ConsumerProfileChanges,
  ConsumerProfileRepository,
  ProfileSpend,
} from '@stride/domain/identity';
import { notificationPreferencesOf, storedNotificationPreferences } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface ProfileRow extends Record<string, unknown> {
  consumer_no: string;
  consumer_type: AccountType;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  phone_code: string | null;
  postal_code: string | null;
  birth_date: string | null;
  gender: string | null;
  preferred_shoe_size: string | null;
  interests: string | null;
  newsletter_opt_in: boolean;
  is_employee_discount_tc_accepted: boolean;
  is_loyalty_member: boolean;
  loyalty_member_id: string | null;
  loyalty_confirmation_pending: boolean;
  loyalty_opt_in_date: string | null;
  loyalty_points: number;
  employee_annual_cap_minor: number | null;
  employee_current_spend_minor: number;
  athlete_annual_credit_minor: number | null;
  athlete_current_spend_minor: number;
  credit_currency: string | null;
  is_ipa_member: boolean;
  is_wranx_member: boolean;
  prosumer_annual_credit_minor: number | null;
  prosumer_current_spend_minor: number;
  acquisition_type: string | null;
  campaign_name: string | null;
  /** jsonb: an object on both engines (a string if a driver hands back text). */
  notification_preferences: Record<string, unknown> | string | null;
}

/** A spend figure as this year's: one of an earlier year (spend_year, the orders' clock) reads as 0. */
const thisYears = (column: string) => `CASE WHEN spend_year < date_part('year', now() AT TIME ZONE 'UTC') THEN 0 ELSE ${column} END AS ${column}`;

// Dates travel as ISO text so both engines answer the same string.
const COLUMNS = `consumer_no, consumer_type, email, first_name, last_name, phone, phone_code, postal_code,
  to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender, preferred_shoe_size, interests, newsletter_opt_in,
  is_employee_discount_tc_accepted, is_loyalty_member, loyalty_member_id, loyalty_confirmation_pending,
  to_char(loyalty_opt_in_date, 'YYYY-MM-DD') AS loyalty_opt_in_date, loyalty_points,
  employee_annual_cap_minor, ${thisYears('employee_current_spend_minor')}, athlete_annual_credit_minor, athlete_current_spend_minor, credit_currency,
  is_ipa_member, is_wranx_member, prosumer_annual_credit_minor, ${thisYears('prosumer_current_spend_minor')}, acquisition_type, campaign_name,
  notification_preferences`;

function spend(limit: number | null, current: number, currency: string | null): ProfileSpend | null {
  return limit === null || currency === null ? null : { currentSpendMinor: Number(current), limitMinor: Number(limit), currency };
}

/** The prosumer identities of a row, in precedence order; a guest holds none whatever is stored. */
function identitiesOf(row: ProfileRow): ConsumerIdentityType[] {
  if (row.consumer_type === 'GUEST') return [];
  return [...(row.is_ipa_member ? (['IPA'] as const) : []), ...(row.is_wranx_member ? (['WRANX'] as const) : [])];
}

function toProfile(row: ProfileRow): ConsumerProfile {
  const identities = identitiesOf(row);
  return {
    consumerNo: row.consumer_no,
    accountType: row.consumer_type,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneCode: row.phone_code,
    postalCode: row.postal_code,
    birthDate: row.birth_date,
    gender: row.gender,
    preferredShoeSize: row.preferred_shoe_size,
    interests: row.interests,
    newsletterOptIn: row.newsletter_opt_in,
    isEmployeeDiscountTcAccepted: row.is_employee_discount_tc_accepted,
    isLoyaltyMember: row.is_loyalty_member,
    loyaltyMemberId: row.loyalty_member_id,
    loyaltyConfirmationPending: row.loyalty_confirmation_pending,
    loyaltyOptInDate: row.loyalty_opt_in_date,
    loyaltyPoints: Number(row.loyalty_points),
    employeeSpend: row.consumer_type === 'EMPLOYEE' ? spend(row.employee_annual_cap_minor, row.employee_current_spend_minor, row.credit_currency) : null,
    athleteSpend: row.consumer_type === 'ATHLETE' ? spend(row.athlete_annual_credit_minor, row.athlete_current_spend_minor, row.credit_currency) : null,
    // Prosumer figures count only for a holder of an IPA or WRANX identity (account section 6).
    prosumerSpend: identities.length > 0 ? spend(row.prosumer_annual_credit_minor, row.prosumer_current_spend_minor, row.credit_currency) : null,
    identities,
    acquisitionType: row.acquisition_type,
    campaignName: row.campaign_name,
    notificationPreferences: notificationPreferencesOf(
      typeof row.notification_preferences === 'string' ? (JSON.parse(row.notification_preferences) as Record<string, unknown>) : row.notification_preferences,
    ),
  };
}

/** Profiles in PostgreSQL (columns of the `consumers` table). */
export class PgConsumerProfileRepository implements ConsumerProfileRepository {
  constructor(private readonly sql: SqlClient) {}

  async find(consumerNo: string): Promise<ConsumerProfile | undefined> {
    const rows = await this.sql.query<ProfileRow>(`SELECT ${COLUMNS} FROM consumers WHERE consumer_no = $1`, [consumerNo]);
    return rows[0] === undefined ? undefined : toProfile(rows[0]);
  }

  async update(consumerNo: string, changes: ConsumerProfileChanges, now: Date): Promise<void> {
    // One statement: a NULL parameter keeps the column (interests and shoe size: '' clears them). The terms flag is only ever set, and only
    // on an employee account, whatever the caller checked before.
    await this.sql.query(
      `UPDATE consumers SET
         first_name = coalesce($2, first_name),
         last_name = coalesce($3, last_name),
         phone = coalesce($4, phone),
         phone_code = coalesce($5, phone_code),
         postal_code = coalesce($6, postal_code),
         newsletter_opt_in = coalesce($7::boolean, newsletter_opt_in),
         is_employee_discount_tc_accepted = is_employee_discount_tc_accepted OR ($8::boolean AND consumer_type = 'EMPLOYEE'),
         updated_at = $9,
         interests = CASE WHEN $10::text IS NULL THEN interests ELSE nullif($10::text, '') END,
         preferred_shoe_size = CASE WHEN $11::text IS NULL THEN preferred_shoe_size ELSE nullif($11::text, '') END,
         notification_preferences = coalesce($12::jsonb, notification_preferences),
         birth_date = coalesce($13::date, birth_date),
         gender = coalesce($14::text, gender)
       WHERE consumer_no = $1 AND consumer_type <> 'GUEST'`,
      [
        consumerNo,
        changes.firstName ?? null,
        changes.lastName ?? null,
        changes.phone ?? null,
        changes.phoneCode ?? null,
        changes.postalCode ?? null,
        changes.newsletterOptIn ?? null,
        changes.acceptEmployeeDiscountTerms === true,
        now,
        changes.interests ?? null,
        changes.preferredShoeSize ?? null,
        changes.notificationPreferences === undefined ? null : JSON.stringify(storedNotificationPreferences(changes.notificationPreferences)),
        changes.birthDate ?? null,
        changes.gender ?? null,
      ],
    );
  }
}
