import type { ConsumerProfile, IdentityRepositories, IdentityUnitOfWork, WelcomePromoDraft, WelcomePromoRecord } from '@stride/domain/identity';
import { describe, expect, it } from 'vitest';
import { welcomePromoAnswerSchema } from '../../api-contract/identity.contract.js';
import { getWelcomePromo } from './get-welcome-promo.js';
import { issueWelcomePromo } from './issue-welcome-promo.js';

const shopper = {
  consumerNo: 'C0000002',
  isLoyaltyMember: false,
  loyaltyMemberId: null,
  loyaltyConfirmationPending: false,
} as unknown as ConsumerProfile;
const member: ConsumerProfile = { ...shopper, isLoyaltyMember: true, loyaltyMemberId: 'LM40000002' };
const now = new Date('2030-01-01T00:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Identity repositories over one profile and an in-memory welcome promo table whose taken codes a test names. */
function identityWith(profile: ConsumerProfile | undefined, options: { taken?: readonly string[]; promo?: WelcomePromoRecord } = {}) {
  const issued: WelcomePromoDraft[] = [];
  const tried: string[] = [];
  let held = options.promo;
  const repos = {
    profiles: { find: async () => profile },
    welcomePromos: {
      issue: async (_consumerNo: string, draft: WelcomePromoDraft) => {
        tried.push(draft.code);
        if (held !== undefined) return 'already-issued' as const;
        if (options.taken?.includes(draft.code)) return 'code-taken' as const;
        issued.push(draft);
        held = { ...draft, redeemedAt: null };
        return 'issued' as const;
      },
      find: async () => held,
    },
  } as unknown as IdentityRepositories;
  const uow: IdentityUnitOfWork = { transaction: (work) => work(repos) };
  return { repos, uow, issued, tried };
}

/** Random ids from a list, as the opaque tokens would draw them. */
function drawing(hexes: readonly string[]) {
  let next = 0;
  return { id: () => hexes[next++] ?? 'ffffffffffffffffffffffff' } as unknown as Parameters<typeof issueWelcomePromo>[1]['tokens'];
}

describe('issueWelcomePromo', () => {
  it('issues the configured percent for the configured days, drawing again when a code is taken', async () => {
    const identity = identityWith(member, { taken: ['WELCOME-AAAAAAAAAA'] });
    await issueWelcomePromo(
      identity.repos,
      { tokens: drawing(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']), now: () => now, welcomePromo: { percentOff: 20, validDays: 14 } },
      'C0000002',
    );
    expect(identity.tried).toEqual(['WELCOME-AAAAAAAAAA', 'WELCOME-BBBBBBBBBB']);
    expect(identity.issued).toEqual([
      {
        code: 'WELCOME-BBBBBBBBBB',
        promotionId: 'PROMO-WELCOME-BBBBBBBBBB',
        promotionName: 'Stride Rewards welcome offer',
        percentOff: 20,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + 14 * DAY_MS),
      },
    ]);
  });

  it('issues nothing to a member who has one, and gives up after five taken codes', async () => {
    const identity = identityWith(member);
    const deps = { tokens: drawing(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']), now: () => now, welcomePromo: { percentOff: 15, validDays: 30 } };
    await issueWelcomePromo(identity.repos, deps, 'C0000002');
    await issueWelcomePromo(identity.repos, deps, 'C0000002');
    expect(identity.issued.map((draft) => draft.code)).toEqual(['WELCOME-AAAAAAAAAA']);

    const crowded = identityWith(member, { taken: ['WELCOME-FFFFFFFFFF'] });
    await expect(issueWelcomePromo(crowded.repos, { ...deps, tokens: drawing([]) }, 'C0000002')).rejects.toThrow(/after 5 draws/);
    expect(crowded.tried).toHaveLength(5);
  });
});

describe('getWelcomePromo', () => {
  const promo: WelcomePromoRecord = {
    code: 'WELCOME-DE40000002',
    promotionName: 'Stride Rewards welcome offer',
    percentOff: 15,
    issuedAt: new Date(now.getTime() - 10 * DAY_MS),
    expiresAt: new Date(now.getTime() + 20 * DAY_MS),
    redeemedAt: null,
  };
  const registered = { consumerNo: 'C0000002', consumerType: 'REGISTERED' };
  const errorOf = async (profile: ConsumerProfile | undefined, caller = registered) =>
    (await getWelcomePromo({ uow: identityWith(profile, { promo }).uow, now: () => now }, caller))._unsafeUnwrapErr().code;

  it('answers the reward errors: REW401 a guest, REW130 a non-member, REW135 a member before the double opt-in', async () => {
    expect(await errorOf(member, { consumerNo: 'G1', consumerType: 'GUEST' })).toBe('REW401');
    expect(await errorOf(shopper)).toBe('REW130');
    expect(await errorOf(undefined)).toBe('REW130');
    expect(await errorOf({ ...member, loyaltyConfirmationPending: true })).toBe('REW135');
  });

  it("answers the member's promo with its status, and null for a member who joined before welcome promos", async () => {
    const answer = async (record: WelcomePromoRecord | undefined) =>
      welcomePromoAnswerSchema.parse(
        (await getWelcomePromo({ uow: identityWith(member, record === undefined ? {} : { promo: record }).uow, now: () => now }, registered))._unsafeUnwrap(),
      );
    expect(await answer(promo)).toEqual({
      memberId: 'LM40000002',
      welcomePromo: {
        code: 'WELCOME-DE40000002',
        promotionName: 'Stride Rewards welcome offer',
        level: 'ORDER',
        percentOff: 15,
        issuedAt: '2029-12-22T00:00:00.000Z',
        expiresAt: '2030-01-21T00:00:00.000Z',
        redeemed: false,
        redeemedAt: null,
        status: 'AVAILABLE',
      },
    });
    expect((await answer({ ...promo, redeemedAt: now })).welcomePromo).toMatchObject({ redeemed: true, redeemedAt: now.toISOString(), status: 'REDEEMED' });
    expect((await answer({ ...promo, expiresAt: now })).welcomePromo).toMatchObject({ redeemed: false, status: 'EXPIRED' });
    expect(await answer(undefined)).toEqual({ memberId: 'LM40000002', welcomePromo: null });
  });
});
