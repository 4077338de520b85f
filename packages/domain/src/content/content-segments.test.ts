import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_SEGMENT_IDS, chooseSegmentationContent, shopperMatchesContentSegment as matches, type ContentShopper } from './content-segments.js';

const guest: ContentShopper = { loggedIn: false, loyaltyMember: false, employee: false, profileTypes: [], cartItemCount: 0 };
const member: ContentShopper = { ...guest, loggedIn: true, loyaltyMember: true, cartItemCount: 2 };

const shopperArb = fc.record({
  loggedIn: fc.boolean(),
  loyaltyMember: fc.boolean(),
  employee: fc.boolean(),
  profileTypes: fc.subarray(['ipa', 'wranx', 'athlete'] as const),
  cartItemCount: fc.nat({ max: 20 }),
});

describe('content segments', () => {
  it('has the 16 segment ids of the spec', () => {
    expect(CONTENT_SEGMENT_IDS).toHaveLength(16);
  });

  it('matches sign-in, loyalty, employee and cart segments', () => {
    expect(matches('loggedout', guest)).toBe(true);
    expect(matches('loggedin', guest)).toBe(false);
    expect(matches('loyalty-loggedin', member)).toBe(true);
    expect(matches('non-loyalty-loggedin', member)).toBe(false);
    expect(matches('non-loyalty-loggedin', guest)).toBe(false);
    expect(matches('employee-loggedin', { ...member, employee: true })).toBe(true);
    expect(matches('non-employee-loggedin', member)).toBe(true);
    expect(matches('cart-empty', guest)).toBe(true);
    expect(matches('cart-not-empty', member)).toBe(true);
  });

  it('matches profile-type segments, with ipa-wranx meaning either programme', () => {
    const ipa = { ...member, profileTypes: ['ipa'] as const };
    expect(matches('ipa-loggedin', ipa)).toBe(true);
    expect(matches('wranx-loggedin', ipa)).toBe(false);
    expect(matches('ipa-wranx-loggedin', ipa)).toBe(true);
    expect(matches('non-ipa-wranx-loggedin', member)).toBe(true);
    expect(matches('athletes-loggedin', { ...member, profileTypes: ['athlete'] })).toBe(true);
    expect(matches('non-athletes-loggedin', member)).toBe(true);
    expect(matches('ipa-loggedin', { ...ipa, loggedIn: false })).toBe(false);
  });

  it('shows the first matching segment, else the first baseline', () => {
    const block = {
      segments: [
        { segmentId: 'unknown-segment', content: 'never' },
        { segmentId: 'loyalty-loggedin', content: 'loyalty hero' },
        { segmentId: 'loggedin', content: 'member hero' },
      ],
      baselines: ['default hero', 'second baseline'],
    };
    expect(chooseSegmentationContent(block, member)).toBe('loyalty hero');
    expect(chooseSegmentationContent(block, { ...member, loyaltyMember: false })).toBe('member hero');
    expect(chooseSegmentationContent(block, guest)).toBe('default hero');
    expect(chooseSegmentationContent({ segments: [], baselines: [] }, guest)).toBeUndefined();
  });

  it('law: for a signed-in shopper exactly one of each X / non-X pair matches; a guest matches neither', () => {
    const pairs = ['loyalty', 'employee', 'ipa-wranx', 'wranx', 'ipa', 'athletes'] as const;
    fc.assert(
      fc.property(shopperArb, (shopper) =>
        pairs.every((trait) => {
          const yes = matches(`${trait}-loggedin`, shopper);
          const no = matches(`non-${trait}-loggedin`, shopper);
          return shopper.loggedIn ? yes !== no : !yes && !no;
        }),
      ),
    );
  });

  it('law: loggedin/loggedout and cart-empty/cart-not-empty each split every shopper', () => {
    fc.assert(
      fc.property(
        shopperArb,
        (shopper) => matches('loggedin', shopper) !== matches('loggedout', shopper) && matches('cart-empty', shopper) !== matches('cart-not-empty', shopper),
      ),
    );
  });

  it('law: the chosen content is the first matching segment or the first baseline', () => {
    const segmentArb = fc.array(fc.record({ segmentId: fc.constantFrom(...CONTENT_SEGMENT_IDS), content: fc.string() }));
    fc.assert(
      fc.property(shopperArb, segmentArb, fc.array(fc.string(), { minLength: 1 }), (shopper, segments, baselines) => {
        const chosen = chooseSegmentationContent({ segments, baselines }, shopper);
        const first = segments.find((segment) => matches(segment.segmentId, shopper));
        return chosen === (first ? first.content : baselines[0]);
      }),
    );
  });
});
