/** What a loyalty welcome promo gives and for how long (configuration, DEFAULT_WELCOME_PROMO_TERMS unless set). */
export interface WelcomePromoTerms {
  /** Percent off the order (an ORDER level promotion), 1 to 100. */
  readonly percentOff: number;
  /** Days from the day the membership becomes effective to the promo's end. */
  readonly validDays: number;
}

/** The welcome promo a new member gets unless configured otherwise: 15% off one order, within 30 days. */
export const DEFAULT_WELCOME_PROMO_TERMS: WelcomePromoTerms = { percentOff: 15, validDays: 30 };

/** The welcome promotion's name as stored (English; sites word it through the catalogue translations). */
export const WELCOME_PROMOTION_NAME = 'Stride Rewards welcome offer';

/** How a welcome promo code reads: WELCOME- and ten upper-case hexadecimal digits. */
export const WELCOME_PROMO_CODE_PATTERN = /^WELCOME-[0-9A-F]{10}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A welcome promo about to be issued: its code, its promotion, what it gives and its dates. */
export interface WelcomePromoDraft {
  readonly code: string;
  readonly promotionId: string;
  readonly promotionName: string;
  readonly percentOff: number;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/** A member's welcome promo as stored. */
export interface WelcomePromoRecord {
  readonly code: string;
  readonly promotionName: string;
  readonly percentOff: number;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** When a placed order redeemed it; null while unused (cancelling that order gives it back). */
  readonly redeemedAt: Date | null;
}

/** Where a welcome promo stands: usable, used by an order, or past its end unused. */
export type WelcomePromoStatus = 'AVAILABLE' | 'REDEEMED' | 'EXPIRED';

/**
 * The welcome promo issued at `now` under `terms`, its code drawn from `randomHex` (hexadecimal
 * digits from a strong random source, at least ten): hexadecimal never spells GWP, GUEST or
 * REGISTERED, which would change how the promotion's id is read.
 * @example welcomePromoDraft({ percentOff: 15, validDays: 30 }, '3fa9c07b12de', new Date('2026-03-01T10:00:00Z')).code // 'WELCOME-3FA9C07B12'
 */
export function welcomePromoDraft(terms: WelcomePromoTerms, randomHex: string, now: Date): WelcomePromoDraft {
  const suffix = randomHex
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, 10);
  if (suffix.length < 10) throw new Error('a welcome promo code needs ten random hexadecimal digits');
  return {
    code: `WELCOME-${suffix}`,
    promotionId: `PROMO-WELCOME-${suffix}`,
    promotionName: WELCOME_PROMOTION_NAME,
    percentOff: terms.percentOff,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + terms.validDays * DAY_MS),
  };
}

/**
 * Where a welcome promo stands at `now`: REDEEMED once an order used it, whatever the date; else
 * EXPIRED from its end on (the promotion engine's own rule: PRM155 from `ends_at`); else AVAILABLE.
 */
export function welcomePromoStatus(promo: Pick<WelcomePromoRecord, 'expiresAt' | 'redeemedAt'>, now: Date): WelcomePromoStatus {
  if (promo.redeemedAt !== null) return 'REDEEMED';
  return now.getTime() >= promo.expiresAt.getTime() ? 'EXPIRED' : 'AVAILABLE';
}
