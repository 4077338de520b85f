import type { Subscription, SubscriptionChannel, SubscriptionRepository, SubscriptionType } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = {
  channel: SubscriptionChannel;
  type: SubscriptionType;
  recipient: string;
  optin: boolean;
  double_optin: boolean;
  country: string | null;
  optin_at: Date | string | null;
  optout_at: Date | string | null;
  terms_accepted_at: Date | string | null;
};

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const subscription = (row: Row): Subscription => ({
  channel: row.channel,
  type: row.type,
  optin: row.optin,
  doubleOptin: row.double_optin,
  recipient: row.recipient,
  country: row.country,
  optinDate: date(row.optin_at),
  optoutDate: date(row.optout_at),
  termsAcceptedAt: date(row.terms_accepted_at),
});

const isProfileNewsletter = (channel: SubscriptionChannel, type: SubscriptionType) => channel === 'email' && type === 'Newsletter';

/**
 * Subscriptions in `consumer_subscriptions` (migration 0015), but the e-mail newsletter, which is the
 * profile's `newsletter_opt_in` for the account's e-mail (a guest, without an e-mail, has none).
 */
export class PgSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly sql: SqlClient) {}

  async list(consumerNo: string): Promise<Subscription[]> {
    const newsletter = await this.profileNewsletter(consumerNo);
    const rows = await this.sql.query<Row>('SELECT * FROM consumer_subscriptions WHERE consumer_no = $1 ORDER BY channel, type', [consumerNo]);
    return [...(newsletter === null ? [] : [newsletter]), ...rows.map(subscription)];
  }

  async find(consumerNo: string, channel: SubscriptionChannel, type: SubscriptionType): Promise<Subscription | null> {
    if (isProfileNewsletter(channel, type)) return this.profileNewsletter(consumerNo);
    const [row] = await this.sql.query<Row>('SELECT * FROM consumer_subscriptions WHERE consumer_no = $1 AND channel = $2 AND type = $3', [
      consumerNo,
      channel,
      type,
    ]);
    return row === undefined ? null : subscription(row);
  }

  async save(consumerNo: string, s: Subscription): Promise<void> {
    if (isProfileNewsletter(s.channel, s.type)) {
      await this.sql.query('UPDATE consumers SET newsletter_opt_in = $2, updated_at = now() WHERE consumer_no = $1', [consumerNo, s.optin]);
      return;
    }
    await this.sql.query(
      `INSERT INTO consumer_subscriptions (consumer_no, channel, type, recipient, optin, double_optin, country, optin_at, optout_at, terms_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (consumer_no, channel, type) DO UPDATE SET recipient = $4, optin = $5, double_optin = $6, country = $7,
         optin_at = $8, optout_at = $9, terms_accepted_at = $10`,
      [consumerNo, s.channel, s.type, s.recipient, s.optin, s.doubleOptin, s.country, s.optinDate, s.optoutDate, s.termsAcceptedAt],
    );
  }

  private async profileNewsletter(consumerNo: string): Promise<Subscription | null> {
    const [row] = await this.sql.query<{ email: string | null; newsletter_opt_in: boolean; country_code: string | null }>(
      'SELECT email, newsletter_opt_in, country_code FROM consumers WHERE consumer_no = $1',
      [consumerNo],
    );
    if (row === undefined || row.email === null) return null;
    const base = { channel: 'email' as const, type: 'Newsletter' as const, recipient: row.email, country: row.country_code };
    // The account's own address: confirmed by the sign-up it came from.
    return { ...base, optin: row.newsletter_opt_in, doubleOptin: true, optinDate: null, optoutDate: null, termsAcceptedAt: null };
  }
}
