import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_RELOAD_GUARD_TTL_MS } from './cart.constants.js';
import { mayReloadPage } from './reload-guard.js';

describe('mayReloadPage (reload guard, commerce section 9: 10 s)', () => {
  it('reloads when no reload was recorded, and holds back within 10 s of the last one', () => {
    expect(mayReloadPage(null, 0)).toBe(true);
    expect(mayReloadPage(1_000, 1_000 + 4_000)).toBe(false);
    expect(mayReloadPage(1_000, 1_000 + 9_999)).toBe(false);
    expect(mayReloadPage(1_000, 1_000 + 10_000)).toBe(true);
  });

  it('is not blocked by a recorded time in the future (clock set back)', () => {
    expect(mayReloadPage(50_000, 10_000)).toBe(true);
  });

  it('law: a reload is allowed exactly when none ran in the last 10 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 60_000 }), (last, elapsed) => {
        expect(mayReloadPage(last, last + elapsed)).toBe(elapsed >= CART_RELOAD_GUARD_TTL_MS);
      }),
    );
  });
});
