import type { NewsletterConfirmationLink, NewsletterSignup, NewsletterSignupRepository } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = {
  email: string;
  country: string;
  region: NewsletterSignup['region'];
  locale: string;
  optin_at: Date | string;
  confirmation_required: boolean;
  confirmed_at: Date | string | null;
};

const signup = (row: Row): NewsletterSignup => ({
  email: row.email,
  country: row.country,
  region: row.region,
  locale: row.locale,
  optinDate: new Date(row.optin_at),
  confirmationRequired: row.confirmation_required,
  confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
});

const COLUMNS = 'email, country, region, locale, optin_at, confirmation_required, confirmed_at';

/** Visitors' newsletter subscriptions in `newsletter_signups` and their links in `newsletter_confirmation_tokens` (migration 0017). */
export class PgNewsletterSignupRepository implements NewsletterSignupRepository {
  constructor(private readonly sql: SqlClient) {}

  async find(email: string): Promise<NewsletterSignup | null> {
    const [row] = await this.sql.query<Row>(`SELECT ${COLUMNS} FROM newsletter_signups WHERE email = $1`, [email.toLowerCase()]);
    return row === undefined ? null : signup(row);
  }

  async insert(s: NewsletterSignup, guestConsumerNo: string | null): Promise<void> {
    await this.sql.query(
      `INSERT INTO newsletter_signups (${COLUMNS}, guest_consumer_no) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email) DO NOTHING`,
      [s.email, s.country, s.region, s.locale, s.optinDate, s.confirmationRequired, s.confirmedAt, guestConsumerNo],
    );
  }

  async insertLink(link: NewsletterConfirmationLink): Promise<void> {
    await this.sql.query('INSERT INTO newsletter_confirmation_tokens (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      link.tokenHash,
      link.email,
      link.createdAt,
      link.expiresAt,
    ]);
  }

  async confirm(tokenHash: string, now: Date): Promise<NewsletterSignup | undefined> {
    // One statement: the link is used and the subscription confirmed together, or neither.
    const [row] = await this.sql.query<Row>(
      `WITH used AS (
         UPDATE newsletter_confirmation_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING email)
       UPDATE newsletter_signups s SET confirmed_at = coalesce(s.confirmed_at, $2)
       FROM used WHERE s.email = used.email AND s.confirmation_required
       RETURNING s.email, s.country, s.region, s.locale, s.optin_at, s.confirmation_required, s.confirmed_at`,
      [tokenHash, now],
    );
    return row === undefined ? undefined : signup(row);
  }
}
