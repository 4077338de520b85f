import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from './prng.js';

const draw = (seed: number, n: number): number[] => {
  const prng = createPrng(seed);
  return Array.from({ length: n }, () => prng.next());
};

describe('createPrng (mulberry32)', () => {
  it('law: draws what the published mulberry32 reference code draws, for any seed', () => {
    // bryc's reference implementation, verbatim apart from types: the state is not wrapped there.
    const reference = (seed: number) => {
      let a = seed;
      return (): number => {
        let t = (a += 0x6d2b79f5);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const next = reference(seed);
        expect(draw(seed, 20)).toEqual(Array.from({ length: 20 }, next));
      }),
    );
  });

  it('same seed, same sequence; another seed, another sequence', () => {
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));
  });

  it('law: next() stays in [0, 1) and int(min, max) in [min, max]', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const prng = createPrng(seed);
        const x = prng.next();
        const n = prng.int(min, min + span);
        return x >= 0 && x < 1 && Number.isInteger(n) && n >= min && n <= min + span;
      }),
    );
  });

  it('law: shuffle returns a permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const before = [...items];
        const shuffled = createPrng(seed).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('pick refuses an empty list', () => {
    expect(() => createPrng(1).pick([])).toThrow(/non-empty/);
  });
});
