import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBucket } from './compute-bucket.js';
import { decideVariation } from './decide-variation.js';
import { strideDatafile } from './stride-datafile.fixture.js';

// Any code points, lone surrogates included; built by hand because fast-check's 'binary' unit is slow to warm up.
const anyText = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 24 }).map((points) => String.fromCodePoint(...points));

const US = { country: 'US' };
const PLATINUM_DE = { country: 'DE', loyaltyTier: 'platinum' };

// Expected variations use buckets computed with an independent Python MurmurHash3 (see compute-bucket.test.ts).
describe('decideVariation on the Stride datafile', () => {
  it('buckets an audience member by the traffic allocation', () => {
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1', attributes: US })).toBe('size_guide_v2'); // 7232
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-8', attributes: US })).toBe('control'); // 765
  });

  it('buckets multi-byte user ids over their UTF-8 bytes', () => {
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'müller-ß', attributes: { age: 30 } })).toBe('control'); // 3558
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: '用户-1', attributes: US })).toBe('control'); // 3315
  });

  it('ORs a plain list of audience ids and refuses unknown or false evaluations', () => {
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1', attributes: { age: 21 } })).toBe('size_guide_v2');
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1', attributes: { country: 'DE' } })).toBeNull();
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1', attributes: { country: 'DE', age: 17 } })).toBeNull();
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1', attributes: { age: '30' } })).toBeNull();
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-1' })).toBeNull();
  });

  it('puts whitelisted users in their forced variation before audiences', () => {
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'qa-user' })).toBe('size_guide_v2');
  });

  it('ignores a whitelist entry naming an unknown variation and buckets normally', () => {
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'qa-broken', attributes: US })).toBe('control'); // 4744
  });

  it('gives null for an experiment that is not running, even to whitelisted users', () => {
    expect(decideVariation(strideDatafile, 'checkout_copy', { id: 'qa-user' })).toBeNull();
    expect(decideVariation(strideDatafile, 'checkout_copy', { id: 'user-1' })).toBeNull();
  });

  it('uses a string $opt_bucketing_id instead of the user id', () => {
    const attributes = { ...US, $opt_bucketing_id: 'household-7' }; // bucket 8801
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-8', attributes })).toBe('size_guide_v2');
    const notString = { ...US, $opt_bucketing_id: 7 };
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'user-8', attributes: notString })).toBe('control');
  });

  it('prefers audienceConditions over audienceIds and typed audiences over legacy ones', () => {
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-5', attributes: PLATINUM_DE })).toBe('banner_a'); // 1748
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-1', attributes: PLATINUM_DE })).toBe('banner_b'); // 8047
    // The legacy audience 2002 (substring "gold") is replaced by the typed one (exact "platinum").
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-1', attributes: { country: 'DE', loyaltyTier: 'gold-member' } })).toBeNull();
    // not(US) is false for a US shopper; with no country it is unknown, so the and is unknown.
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-1', attributes: { ...PLATINUM_DE, country: 'US' } })).toBeNull();
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-1', attributes: { loyaltyTier: 'platinum' } })).toBeNull();
  });

  it('gives no variation in a traffic range whose entity id is empty', () => {
    expect(decideVariation(strideDatafile, 'loyalty_banner', { id: 'user-3', attributes: PLATINUM_DE })).toBeNull(); // 3905
  });

  it('lets a mutually exclusive group choose one experiment per user', () => {
    expect(decideVariation(strideDatafile, 'hero_video', { id: 'user-1' })).toBe('video'); // group bucket 28
    expect(decideVariation(strideDatafile, 'hero_carousel', { id: 'user-1' })).toBeNull();
    expect(decideVariation(strideDatafile, 'hero_video', { id: 'user-2' })).toBeNull(); // group bucket 7006
    expect(decideVariation(strideDatafile, 'hero_carousel', { id: 'user-2' })).toBe('carousel');
  });

  it('treats an overlapping group as no group', () => {
    const overlapping = { ...strideDatafile, groups: strideDatafile.groups.map((group) => ({ ...group, policy: 'overlapping' })) };
    expect(decideVariation(overlapping, 'hero_video', { id: 'user-2' })).toBe('video');
    expect(decideVariation(overlapping, 'hero_carousel', { id: 'user-1' })).toBe('carousel');
  });

  it('gives null for unknown experiments, rollout rules, bad datafiles and bad inputs', () => {
    expect(decideVariation(strideDatafile, 'no_such_test', { id: 'user-1' })).toBeNull();
    expect(decideVariation(strideDatafile, 'platinum_rollout', { id: 'user-1', attributes: PLATINUM_DE })).toBeNull();
    expect(decideVariation({ version: '4', experiments: 'nope' }, 'pdp_size_guide', { id: 'qa-user' })).toBeNull();
    expect(decideVariation({ ...strideDatafile, version: '1' }, 'pdp_size_guide', { id: 'qa-user' })).toBeNull();
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'undefined', attributes: US })).toBeNull();
    expect(decideVariation(strideDatafile, '', { id: 'qa-user' })).toBeNull();
    expect(decideVariation(strideDatafile, 'pdp_size_guide', { id: 'qa-user', attributes: { country: undefined } })).toBeNull();
  });

  it('accepts the datafile as a JSON string', () => {
    expect(decideVariation(JSON.stringify(strideDatafile), 'pdp_size_guide', { id: 'user-1', attributes: US })).toBe('size_guide_v2');
  });

  it('law: the same user always gets the same variation', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => id !== 'undefined'),
        (id) => {
          const user = { id, attributes: US };
          return decideVariation(strideDatafile, 'pdp_size_guide', user) === decideVariation(strideDatafile, 'pdp_size_guide', user);
        },
      ),
    );
  });

  it("law: a user whose bucket lies in a range gets that range's variation", () => {
    fc.assert(
      fc.property(
        anyText.filter((id) => id !== 'undefined' && id !== 'qa-user' && id !== 'qa-broken'),
        (id) => {
          const expected = computeBucket(id, '1001') < 5000 ? 'control' : 'size_guide_v2';
          return decideVariation(strideDatafile, 'pdp_size_guide', { id, attributes: US }) === expected;
        },
      ),
    );
  });

  it('law: an experiment that is not Running gives null to everyone', () => {
    const statuses = fc.constantFrom('Paused', 'Not started', 'Archived', 'Launched', 'running');
    fc.assert(
      fc.property(statuses, fc.string(), (status, id) => {
        const datafile = { ...strideDatafile, experiments: strideDatafile.experiments.map((e) => ({ ...e, status })) };
        return decideVariation(datafile, 'pdp_size_guide', { id, attributes: US }) === null;
      }),
    );
  });

  it('law: a random group puts every user in exactly one of its experiments', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => id !== 'undefined'),
        (id) => {
          const inVideo = decideVariation(strideDatafile, 'hero_video', { id }) !== null;
          const inCarousel = decideVariation(strideDatafile, 'hero_carousel', { id }) !== null;
          return inVideo !== inCarousel;
        },
      ),
    );
  });
});
