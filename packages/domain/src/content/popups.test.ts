import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseNextPopup, initialPopupState, popupDelayMs, popupReducer, type PopupAction, type PopupState } from './popups.js';

const newsletter = { id: 'newsletter', delay: 3000 };
const register = { id: 'register' };

describe('pop-ups', () => {
  it('defaults the delay to 2000 ms', () => {
    expect(popupDelayMs(register)).toBe(2000);
    expect(popupDelayMs({ id: 'x', delay: -1 })).toBe(2000);
    expect(popupDelayMs({ id: 'x', delay: null })).toBe(2000);
    expect(popupDelayMs(newsletter)).toBe(3000);
  });

  it('opens the first pop-up not yet dismissed', () => {
    expect(chooseNextPopup([newsletter, register], [])).toBe(newsletter);
    expect(chooseNextPopup([newsletter, register], ['newsletter'])).toBe(register);
    expect(chooseNextPopup([newsletter, register], ['newsletter', 'register'])).toBeNull();
  });

  it('logs an impression on appearance, expands after its delay, and remembers a close', () => {
    let state = popupReducer(initialPopupState([]), { type: 'appear', popups: [register, newsletter], now: 10_000 });
    expect(state).toMatchObject({ phase: 'minimized', popup: register, events: ['popup-impression'] });
    state = popupReducer(state, { type: 'tick', now: 11_999 });
    expect(state).toMatchObject({ phase: 'minimized', events: [] });
    state = popupReducer(state, { type: 'tick', now: 12_000 });
    expect(state).toMatchObject({ phase: 'expanded', events: ['popup-expand'] });
    state = popupReducer(state, { type: 'close' });
    expect(state).toMatchObject({ phase: 'closed', dismissedIds: ['register'] });
    state = popupReducer(state, { type: 'appear', popups: [register, newsletter], now: 20_000 });
    expect(state).toMatchObject({ phase: 'minimized', popup: newsletter });
  });

  it('expands at once when the minimized pop-up is clicked', () => {
    const shown = popupReducer(initialPopupState([]), { type: 'appear', popups: [newsletter], now: 0 });
    expect(popupReducer(shown, { type: 'click' })).toMatchObject({ phase: 'expanded', events: ['popup-click', 'popup-expand'] });
  });

  it('stays idle when every pop-up was dismissed', () => {
    const state = popupReducer(initialPopupState(['newsletter']), { type: 'appear', popups: [newsletter], now: 0 });
    expect(state).toMatchObject({ phase: 'idle', popup: null, events: [] });
  });

  it('law: an impression is logged at most once per shown pop-up and dismissed ids only grow', () => {
    const actionArb: fc.Arbitrary<PopupAction> = fc.oneof(
      fc.record({ type: fc.constant('appear' as const), popups: fc.constant([register, newsletter]), now: fc.nat({ max: 60_000 }) }),
      fc.record({ type: fc.constant('tick' as const), now: fc.nat({ max: 60_000 }) }),
      fc.constant({ type: 'click' as const }),
      fc.constant({ type: 'close' as const }),
    );
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        let state: PopupState = initialPopupState([]);
        const impressions = new Map<string, number>();
        for (const action of actions) {
          const before = state.dismissedIds;
          state = popupReducer(state, action);
          if (!before.every((id) => state.dismissedIds.includes(id))) return false;
          if (state.events.includes('popup-impression') && state.popup) {
            impressions.set(state.popup.id, (impressions.get(state.popup.id) ?? 0) + 1);
          }
        }
        return [...impressions.values()].every((count) => count === 1);
      }),
    );
  });
});
