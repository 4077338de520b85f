import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_STATE, headerReducer, type HeaderAction, type HeaderState } from './header-visibility.js';

const run = (actions: HeaderAction[], state: HeaderState = INITIAL_HEADER_STATE): HeaderState => actions.reduce(headerReducer, state);

describe('header visibility', () => {
  it('hides after scrolling down once 200 ms pass without scrolling', () => {
    const scrolled = run([{ type: 'scroll', y: 300, now: 1000 }]);
    expect(run([{ type: 'tick', now: 1199 }], scrolled).visible).toBe(true);
    expect(run([{ type: 'tick', now: 1200 }], scrolled).visible).toBe(false);
  });

  it('shows again when scrolling up', () => {
    const down = run([
      { type: 'scroll', y: 800, now: 0 },
      { type: 'tick', now: 200 },
    ]);
    const up = run(
      [
        { type: 'scroll', y: 500, now: 1000 },
        { type: 'tick', now: 1200 },
      ],
      down,
    );
    expect(down.visible).toBe(false);
    expect(up.visible).toBe(true);
  });

  it('applies a continuous scroll after at most 500 ms', () => {
    const actions: HeaderAction[] = [0, 100, 200, 300, 400].map((now) => ({ type: 'scroll', y: now + 100, now }));
    expect(run(actions).visible).toBe(true);
    expect(run([...actions, { type: 'scroll', y: 700, now: 500 }]).visible).toBe(false);
  });

  it('is not sticky on excluded routes and ignores scrolling there', () => {
    const checkout = run([{ type: 'route', path: '/en-us/checkout/payment', excludedRoutes: ['/*/checkout/**'] }]);
    expect(checkout.sticky).toBe(false);
    expect(
      run(
        [
          { type: 'scroll', y: 900, now: 0 },
          { type: 'tick', now: 1000 },
        ],
        checkout,
      ).visible,
    ).toBe(true);
    expect(run([{ type: 'route', path: '/en-us/c/shoes-1234', excludedRoutes: ['/*/checkout/**'] }]).sticky).toBe(true);
  });

  it('law: after the debounce settles, visibility follows the direction of the net scroll', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 5000 }), (first, second) => {
        const settled = run([
          { type: 'scroll', y: first, now: 0 },
          { type: 'tick', now: 1000 },
        ]);
        const next = run(
          [
            { type: 'scroll', y: second, now: 2000 },
            { type: 'tick', now: 3000 },
          ],
          settled,
        );
        const expected = second <= 0 || second < first ? true : second > first ? false : settled.visible;
        return next.visible === expected;
      }),
    );
  });

  it('law: nothing is applied before the debounce or max wait elapses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 199 }), (y, wait) => {
        const state = run([
          { type: 'scroll', y, now: 0 },
          { type: 'tick', now: wait },
        ]);
        return state.visible && state.appliedY === 0 && state.pendingY === y;
      }),
    );
  });
});
