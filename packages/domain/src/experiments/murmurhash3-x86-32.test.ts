import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { murmurHash3X86x32 } from './murmurhash3-x86-32.js';
import { utf8Bytes } from './utf8-bytes.js';

// Published MurmurHash3_x86_32 vectors, cross-checked against an independent Python implementation of the
// reference algorithm over UTF-8 bytes.
const VECTORS: ReadonlyArray<[string, number, number]> = [
  ['', 0, 0x00000000],
  ['', 1, 0x514e28b7],
  ['hello', 0, 0x248bfa47],
  ['Hello, world!', 1234, 0xfaf6cdb3],
  ['The quick brown fox jumps over the lazy dog', 0, 0x2e4ff723],
  ['aaaa', 0x9747b28c, 0x5a97808a],
  ['abc', 0, 0xb3dd93fa],
  // Multi-byte UTF-8 inputs (2, 3 and 4 byte sequences), seed 1 as the bucketer uses.
  ['ü', 1, 0x7df8774f],
  ['ÄÖÜäöüß', 1, 0xcb73fde7],
  ['user-日本-1', 1, 0x833bc175],
  ['😀emoji1001', 1, 0x10a5fc47],
];

describe('murmurHash3X86x32', () => {
  it.each(VECTORS)('hashes %j with seed %d to the published value', (text, seed, expected) => {
    expect(murmurHash3X86x32(utf8Bytes(text), seed)).toBe(expected);
  });

  it('law: the hash is always an unsigned 32-bit integer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat({ max: 0xffffffff }), (bytes, seed) => {
        const hash = murmurHash3X86x32(bytes, seed);
        return Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff;
      }),
    );
  });

  it('law: changing any single byte changes the hash for short keys (no collisions on one-byte flips)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 16 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (bytes, at, delta) => {
        const index = at % bytes.length;
        const flipped = Uint8Array.from(bytes);
        flipped[index] = ((flipped[index] ?? 0) + delta) & 0xff;
        return murmurHash3X86x32(bytes, 1) !== murmurHash3X86x32(flipped, 1);
      }),
    );
  });
});
