import type { WelcomePromoDraft, WelcomePromoRecord } from '../welcome-promo.js';

/** What issuing a welcome promo did: issued it, found the consumer already has one, or found its code taken (draw again). */
export type WelcomePromoIssue = 'issued' | 'already-issued' | 'code-taken';

/** Loyalty welcome promos: one personal, single-use promo code per member. */
export interface WelcomePromoRepository {
  /**
   * Issues the consumer's welcome promo: a personal ORDER promotion (`draft.percentOff` off, from
   * `issuedAt` to `expiresAt`) with one code usable once, by that consumer only. Writes nothing when
   * the consumer has one already (`already-issued`, also under concurrent calls) or when the
   * draft's code or promotion id exists (`code-taken`).
   */
  issue(consumerNo: string, draft: WelcomePromoDraft): Promise<WelcomePromoIssue>;
  /** The consumer's welcome promo with its redemption, or undefined when they were never issued one. */
  find(consumerNo: string): Promise<WelcomePromoRecord | undefined>;
}
