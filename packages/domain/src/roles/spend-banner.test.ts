import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spendBannerFor } from './spend-banner.js';

const employee = { currentSpend: 400, annualCap: 1000 };
const athlete = { currentSpend: 250, annualCredit: 2000 };
const prosumer = { currentSpend: 900, annualCredit: 800 };

describe('spendBannerFor', () => {
  it('shows the employee banner only after the terms are accepted', () => {
    expect(spendBannerFor({ employee, athlete }, true)).toEqual({
      kind: 'employee',
      currentSpend: 400,
      limit: 1000,
      limitKind: 'annualCap',
      remaining: 600,
    });
    expect(spendBannerFor({ employee, athlete }, false)?.kind).toBe('athlete');
    expect(spendBannerFor({ employee }, false)).toBeNull();
  });

  it('prefers athlete over IPA, and IPA over WRANX', () => {
    const both = [{ type: 'WRANX' }, { type: 'IPA' }];
    expect(spendBannerFor({ athlete, prosumer, identity: both }, false)?.kind).toBe('athlete');
    expect(spendBannerFor({ prosumer, identity: both }, false)).toEqual({
      kind: 'ipa',
      currentSpend: 900,
      limit: 800,
      limitKind: 'annualCredit',
      remaining: 0,
    });
    expect(spendBannerFor({ prosumer, identity: [{ type: 'WRANX' }] }, false)?.kind).toBe('wranx');
    expect(spendBannerFor({ prosumer, identity: [] }, false)).toBeNull();
  });

  it('the banner shown is the highest-ranked group the shopper belongs to', () => {
    const rank = ['employee', 'athlete', 'ipa', 'wranx'];
    const arb = fc.record({
      employee: fc.option(fc.constant(employee), { nil: undefined }),
      athlete: fc.option(fc.constant(athlete), { nil: undefined }),
      prosumer: fc.option(fc.constant(prosumer), { nil: undefined }),
      identity: fc.subarray([{ type: 'IPA' }, { type: 'WRANX' }]),
    });
    fc.assert(
      fc.property(arb, fc.boolean(), (profile, accepted) => {
        const groups = [
          profile.employee !== undefined && accepted,
          profile.athlete !== undefined,
          profile.prosumer !== undefined && profile.identity.some((i) => i.type === 'IPA'),
          profile.prosumer !== undefined && profile.identity.some((i) => i.type === 'WRANX'),
        ];
        const expected = groups.indexOf(true);
        const shown = spendBannerFor(profile, accepted);
        expect(shown === null ? -1 : rank.indexOf(shown.kind)).toBe(expected);
        if (shown) expect(shown.remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
