import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TILE_MAX_SWATCHES, tileSwatches } from './tile-swatches.js';

const colours = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i).padStart(3, '0') }));

describe('the swatches a tile shows', () => {
  it('are the first five in the product’s order, the shown colour among them even when it comes later', () => {
    const seven = colours(7);
    expect(tileSwatches(seven, undefined).map((s) => s.id)).toEqual(['000', '001', '002', '003', '004']);
    expect(tileSwatches(seven, '002').map((s) => s.id)).toEqual(['000', '001', '002', '003', '004']);
    expect(tileSwatches(seven, '006').map((s) => s.id)).toEqual(['000', '001', '002', '003', '006']);
  });

  it('law: never more than five, always the shown colour, each swatch once and in the product’s order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (n, pick) => {
        const all = colours(n);
        const shown = all[pick % n]?.id;
        const visible = tileSwatches(all, shown);
        expect(visible.length).toBe(Math.min(n, TILE_MAX_SWATCHES));
        expect(visible.map((s) => s.id)).toContain(shown);
        const positions = visible.map((s) => all.indexOf(s));
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
      }),
      { numRuns: 100 },
    );
  });
});
