/** Annual spend figures of the special consumer groups (account-and-catalogue section 3). */
export interface SpendProfile {
  readonly employee?: { readonly currentSpend: number; readonly annualCap: number } | null;
  readonly athlete?: { readonly currentSpend: number; readonly annualCredit: number } | null;
  readonly prosumer?: { readonly currentSpend: number; readonly annualCredit: number } | null;
  readonly identity?: readonly { readonly type: string }[] | null;
}

export type SpendBannerKind = 'employee' | 'athlete' | 'ipa' | 'wranx';

/** The spend banner to show: current spend against the annual cap (employee) or credit (others). */
export interface SpendBanner {
  readonly kind: SpendBannerKind;
  readonly currentSpend: number;
  readonly limit: number;
  readonly limitKind: 'annualCap' | 'annualCredit';
  /** What is left this year, never below 0. */
  readonly remaining: number;
}

function banner(kind: SpendBannerKind, currentSpend: number, limit: number, limitKind: SpendBanner['limitKind']): SpendBanner {
  return { kind, currentSpend, limit, limitKind, remaining: Math.max(0, limit - currentSpend) };
}

function hasIdentity(profile: SpendProfile, type: string): boolean {
  return (profile.identity ?? []).some((i) => i.type.toUpperCase() === type);
}

/**
 * The one spend banner by precedence: employee (only after the discount terms are accepted),
 * then athlete, then IPA, then WRANX; null when none applies. IPA and WRANX read the prosumer figures.
 */
export function spendBannerFor(profile: SpendProfile, isEmployeeDiscountTCAccepted: boolean): SpendBanner | null {
  const { employee, athlete, prosumer } = profile;
  if (employee && isEmployeeDiscountTCAccepted) {
    return banner('employee', employee.currentSpend, employee.annualCap, 'annualCap');
  }
  if (athlete) return banner('athlete', athlete.currentSpend, athlete.annualCredit, 'annualCredit');
  if (!prosumer) return null;
  if (hasIdentity(profile, 'IPA')) return banner('ipa', prosumer.currentSpend, prosumer.annualCredit, 'annualCredit');
  if (hasIdentity(profile, 'WRANX')) return banner('wranx', prosumer.currentSpend, prosumer.annualCredit, 'annualCredit');
  return null;
}
