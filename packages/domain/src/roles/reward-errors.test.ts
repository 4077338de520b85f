import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessageFor, strideErrorMessage } from '../errors/index.js';
import { checkRewardAccess, REWARD_ERROR_CODES, rewardErrorKindFromCode } from './reward-errors.js';

describe('reward errors', () => {
  it('distinguishes not authenticated, non-loyalty and unconfirmed loyalty', () => {
    expect(checkRewardAccess({ loggedIn: false, isLoyaltyMember: true, loyaltyConfirmed: true })._unsafeUnwrapErr()).toMatchObject({
      kind: 'notAuthenticated',
      code: 'REW401',
    });
    expect(checkRewardAccess({ loggedIn: true, isLoyaltyMember: false, loyaltyConfirmed: false })._unsafeUnwrapErr()).toMatchObject({
      kind: 'nonLoyalty',
      code: 'REW130',
    });
    expect(checkRewardAccess({ loggedIn: true, isLoyaltyMember: true, loyaltyConfirmed: false })._unsafeUnwrapErr()).toMatchObject({
      kind: 'unconfirmedLoyalty',
      code: 'REW135',
    });
    expect(checkRewardAccess({ loggedIn: true, isLoyaltyMember: true, loyaltyConfirmed: true }).isOk()).toBe(true);
  });

  it('is worded by the error catalogue where it is answered', () => {
    const error = checkRewardAccess({ loggedIn: false, isLoyaltyMember: false, loyaltyConfirmed: false })._unsafeUnwrapErr();
    expect(strideErrorMessage(error)).toBe(errorMessageFor('REW401'));
  });

  it('maps server ids back to kinds', () => {
    expect(rewardErrorKindFromCode('REW135')).toBe('unconfirmedLoyalty');
    expect(rewardErrorKindFromCode('REW140')).toBeNull();
  });

  it('every refusal carries a code that maps back to its own kind', () => {
    fc.assert(
      fc.property(fc.record({ loggedIn: fc.boolean(), isLoyaltyMember: fc.boolean(), loyaltyConfirmed: fc.boolean() }), (input) => {
        const result = checkRewardAccess(input);
        expect(result.isOk()).toBe(input.loggedIn && input.isLoyaltyMember && input.loyaltyConfirmed);
        result.mapErr((e) => {
          expect(REWARD_ERROR_CODES[e.kind]).toBe(e.code);
          expect(rewardErrorKindFromCode(e.code)).toBe(e.kind);
          expect(strideErrorMessage(e)).not.toBe(e.code);
        });
      }),
    );
  });
});
