import { DEFAULT_WELCOME_PROMO_TERMS, welcomePromoDraft } from '@stride/domain/identity';
import { PgWelcomePromoRepository } from '../repositories/identity/pg-welcome-promo-repository.js';
import type { SqlClient } from '../sql/sql-client.port.js';
import { DemoEmail } from './demo-accounts.js';

/** The demo loyalty member's welcome promo code (hexadecimal after WELCOME-, as every welcome code: "DE", then the member's number). */
export const DEMO_WELCOME_PROMO_CODE = 'WELCOME-DE40000002';

/**
 * Gives the demo loyalty member their welcome promo, unredeemed, on the default terms (15% off one
 * order for 30 days from `now`), through the same repository the membership confirmation issues with;
 * once: a member who has one keeps it (used or expired as it may be). Answers how many were issued (0 or 1).
 */
export async function issueDemoWelcomePromo(client: SqlClient, now: Date): Promise<number> {
  const [member] = await client.query<{ consumer_no: string }>('SELECT consumer_no FROM consumers WHERE lower(email) = $1 AND is_loyalty_member', [
    DemoEmail.loyalty,
  ]);
  if (member === undefined) return 0;
  const draft = welcomePromoDraft(DEFAULT_WELCOME_PROMO_TERMS, DEMO_WELCOME_PROMO_CODE.slice('WELCOME-'.length), now);
  return (await new PgWelcomePromoRepository(client).issue(member.consumer_no, draft)) === 'issued' ? 1 : 0;
}
