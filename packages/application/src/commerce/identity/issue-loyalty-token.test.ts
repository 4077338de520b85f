import type { ConsumerProfile, IdentityRepositories, IdentityUnitOfWork, LoyaltyTokenClaims } from '@stride/domain/identity';
import { describe, expect, it } from 'vitest';
import { loyaltyTokenAnswerSchema } from '../../api-contract/identity.contract.js';
import { issueLoyaltyToken, type LoyaltyTokenDeps } from './issue-loyalty-token.js';

const shopper: ConsumerProfile = {
  consumerNo: 'C0000002',
  accountType: 'REGISTERED',
  email: 'loyal@stride.example',
  firstName: 'Sam',
  lastName: 'Lee',
  phone: null,
  phoneCode: null,
  postalCode: null,
  birthDate: null,
  gender: null,
  preferredShoeSize: null,
  interests: null,
  newsletterOptIn: false,
  isEmployeeDiscountTcAccepted: false,
  isLoyaltyMember: false,
  loyaltyMemberId: null,
  loyaltyConfirmationPending: false,
  loyaltyOptInDate: null,
  loyaltyPoints: 0,
  employeeSpend: null,
  athleteSpend: null,
  prosumerSpend: null,
  identities: [],
  acquisitionType: null,
  campaignName: null,
  notificationPreferences: [],
};
const member: ConsumerProfile = { ...shopper, isLoyaltyMember: true, loyaltyMemberId: 'LM40000002', loyaltyPoints: 2450 };
const now = new Date('2030-01-01T00:00:00Z');

/** A loyalty token use case over one stored profile; the signer hands back the claims it was given as JSON. */
function depsWith(profile: ConsumerProfile | undefined): LoyaltyTokenDeps & { reads: string[] } {
  const reads: string[] = [];
  const repos = {
    profiles: { find: async (consumerNo: string) => (reads.push(consumerNo), profile), update: async () => undefined },
  } as unknown as IdentityRepositories;
  const uow: IdentityUnitOfWork = { transaction: (work) => work(repos) };
  return { uow, now: () => now, loyaltyTokens: { sign: (claims) => JSON.stringify(claims) }, reads };
}
const claimsOf = (token: string) => JSON.parse(token) as LoyaltyTokenClaims;

describe('issueLoyaltyToken', () => {
  it("signs the member's claims for ten minutes, carrying what the page passed", async () => {
    const answer = (
      await issueLoyaltyToken(
        depsWith(member),
        { consumerNo: 'C0000002', consumerType: 'REGISTERED' },
        { usid: 'u-1', referralCode: 'FRIEND10', source: 'email.spring' },
      )
    )._unsafeUnwrap();
    expect(loyaltyTokenAnswerSchema.parse(answer)).toEqual({ loyaltyToken: answer.loyaltyToken, tokenType: 'Bearer', expiresIn: 600, memberId: 'LM40000002' });
    const iat = now.getTime() / 1000;
    expect(claimsOf(answer.loyaltyToken)).toEqual({
      aud: 'loyalty',
      consumerNo: 'C0000002',
      memberId: 'LM40000002',
      usid: 'u-1',
      referralCode: 'FRIEND10',
      source: 'email.spring',
      iat,
      exp: iat + 600,
    });
  });

  it('answers REW401 to a guest without reading anything, REW130 to a consumer who is not a member', async () => {
    const guest = depsWith(member);
    expect((await issueLoyaltyToken(guest, { consumerNo: 'G0000001', consumerType: 'GUEST' }, {}))._unsafeUnwrapErr().code).toBe('REW401');
    expect(guest.reads).toEqual([]);
    expect((await issueLoyaltyToken(depsWith(shopper), { consumerNo: 'C0000002', consumerType: 'REGISTERED' }, {}))._unsafeUnwrapErr().code).toBe('REW130');
    expect((await issueLoyaltyToken(depsWith(undefined), { consumerNo: 'C0000009', consumerType: 'EMPLOYEE' }, {}))._unsafeUnwrapErr().code).toBe('REW130');
  });

  it('answers REW135 to a member whose double opt-in is not confirmed yet', async () => {
    const pending = depsWith({ ...member, loyaltyConfirmationPending: true });
    expect((await issueLoyaltyToken(pending, { consumerNo: 'C0000002', consumerType: 'REGISTERED' }, {}))._unsafeUnwrapErr().code).toBe('REW135');
  });
});
