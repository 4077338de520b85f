import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBucket } from './compute-bucket.js';

// Any code points, lone surrogates included; built by hand because fast-check's 'binary' unit is slow to warm up.
const anyText = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 24 }).map((points) => String.fromCodePoint(...points));

describe('computeBucket', () => {
  // Expected buckets computed with an independent Python MurmurHash3 over UTF-8: floor(hash / 2^32 * 10000).
  it.each([
    ['user-1', '1001', 7232],
    ['user-8', '1001', 765],
    ['user-1', '4001', 28],
    ['müller-ß', '1001', 3558],
    ['用户-1', '1001', 3315],
    ['', '', 3175],
  ])('buckets %j into entity %j at %d', (bucketingId, entityId, expected) => {
    expect(computeBucket(bucketingId, entityId)).toBe(expected);
  });

  it('law: a bucket is always an integer from 0 to 9999', () => {
    fc.assert(
      fc.property(anyText, fc.string(), (bucketingId, entityId) => {
        const bucket = computeBucket(bucketingId, entityId);
        return Number.isInteger(bucket) && bucket >= 0 && bucket <= 9999;
      }),
    );
  });

  it('law: only the concatenation matters (the SDK hashes bucketingId + entityId)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => computeBucket(a + b, c) === computeBucket(a, b + c)));
  });
});
