import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideFlag } from './decide-flag.js';
import { strideDatafile } from './stride-datafile.fixture.js';

const US = { country: 'US' };
const PLATINUM_DE = { country: 'DE', loyaltyTier: 'platinum' };

describe('decideFlag on the Stride datafile', () => {
  it('decides by the flag experiment first', () => {
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-2', attributes: US })).toEqual({
      flagKey: 'new_checkout',
      variationKey: 'on',
      enabled: true,
      ruleKey: 'new_checkout_test',
      source: 'feature-test',
      forced: false,
    }); // 3260
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-1', attributes: US })).toMatchObject({
      variationKey: 'off',
      enabled: false,
      ruleKey: 'new_checkout_test',
    }); // 6521
  });

  it('falls through to a targeted delivery rule when the experiment does not apply', () => {
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-3', attributes: PLATINUM_DE })).toMatchObject({
      variationKey: 'rollout_on',
      enabled: true,
      ruleKey: 'platinum_rollout',
      source: 'rollout',
    }); // 6101 bucket 1442
  });

  it('falls through to the everyone-else rule, which may also leave the user out', () => {
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'shopper-7', attributes: { country: 'DE' } })).toMatchObject({
      variationKey: 'everyone_on',
      ruleKey: 'everyone_else',
      source: 'rollout',
    }); // 6102 bucket 338
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-1', attributes: PLATINUM_DE })).toMatchObject({
      variationKey: null,
      enabled: false,
      ruleKey: null,
      source: null,
    }); // 6101 bucket 2669, 6102 bucket 9275
  });

  it('skips the remaining targeted rules once the audience matched but traffic did not', () => {
    const [platinum, everyoneElse] = strideDatafile.rollouts[0].experiments;
    const middle = {
      ...everyoneElse,
      id: '6103',
      key: 'all_shoppers',
      variations: [{ id: '3303', key: 'middle_on', featureEnabled: true }],
      trafficAllocation: [{ entityId: '3303', endOfRange: 10000 }],
    };
    const datafile = { ...strideDatafile, rollouts: [{ id: '6001', experiments: [platinum, middle, everyoneElse] }] };
    // shopper-17: platinum rule bucket 4360 (out), so the middle rule is skipped; everyone-else bucket 612 (in).
    expect(decideFlag(datafile, 'new_checkout', { id: 'shopper-17', attributes: PLATINUM_DE })?.variationKey).toBe('everyone_on');
    expect(decideFlag(datafile, 'new_checkout', { id: 'shopper-17', attributes: { country: 'DE' } })?.variationKey).toBe('middle_on');
  });

  it('applies a flag-level forced decision before anything else', () => {
    const forced = [{ flagKey: 'new_checkout', variationKey: 'everyone_on' }];
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-2', attributes: US }, forced)).toMatchObject({
      variationKey: 'everyone_on',
      enabled: true,
      ruleKey: null,
      forced: true,
    });
  });

  it('applies a rule-level forced decision at that rule and ignores unknown variation keys', () => {
    const forced = [{ flagKey: 'new_checkout', ruleKey: 'new_checkout_test', variationKey: 'on' }];
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-1', attributes: US }, forced)).toMatchObject({
      variationKey: 'on',
      ruleKey: 'new_checkout_test',
      forced: true,
    });
    const bogus = [{ flagKey: 'new_checkout', variationKey: 'nope' }];
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'user-1', attributes: US }, bogus)?.variationKey).toBe('off');
  });

  it('gives null for unknown flags and bad inputs', () => {
    expect(decideFlag(strideDatafile, 'no_flag', { id: 'user-1' })).toBeNull();
    expect(decideFlag(strideDatafile, 'new_checkout', { id: 'undefined' })).toBeNull();
    expect(decideFlag(null, 'new_checkout', { id: 'user-1' })).toBeNull();
  });

  it('law: a valid flag-level forced decision always wins', () => {
    const keys = fc.constantFrom('on', 'off', 'rollout_on', 'everyone_on');
    fc.assert(
      fc.property(
        fc.string().filter((id) => id !== 'undefined'),
        keys,
        (id, variationKey) => {
          const decision = decideFlag(strideDatafile, 'new_checkout', { id, attributes: US }, [{ flagKey: 'new_checkout', variationKey }]);
          return decision?.variationKey === variationKey && decision.forced;
        },
      ),
    );
  });

  it('law: enabled is true exactly when the chosen variation has featureEnabled', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => id !== 'undefined'),
        fc.constantFrom(US, PLATINUM_DE, {}),
        (id, attributes) => {
          const decision = decideFlag(strideDatafile, 'new_checkout', { id, attributes });
          return decision !== null && decision.enabled === (decision.variationKey !== null && decision.variationKey !== 'off');
        },
      ),
    );
  });
});
