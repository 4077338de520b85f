import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_QUEUE_INITIAL, TOAST_TICK_MS, type ToastQueueAction, toastQueueReducer } from './toast-queue.js';

const run = (actions: ToastQueueAction[]) => actions.reduce(toastQueueReducer, TOAST_QUEUE_INITIAL);
const add = (id: string, title: string, dismissAfterMs: number | null = 1000): ToastQueueAction => ({
  type: 'add',
  toast: { id, title },
  dismissAfterMs,
});
const tick: ToastQueueAction = { type: 'tick', elapsedMs: TOAST_TICK_MS };

describe('toastQueueReducer', () => {
  it('ticks every 200 ms', () => {
    expect(TOAST_TICK_MS).toBe(200);
  });

  it('adds toasts and de-duplicates them by title', () => {
    const state = run([add('a', 'Added to cart'), add('b', 'Out of stock'), add('c', 'Added to cart')]);
    expect(state.toasts.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('a repeated title restarts the timer of the toast on screen', () => {
    const state = run([add('a', 'Added to cart', 1000), tick, tick, add('c', 'Added to cart', 1000)]);
    expect(state.toasts[0]?.remainingMs).toBe(1000);
  });

  it('auto-dismisses after the configured delay', () => {
    const four = run([add('a', 'Saved', 1000), tick, tick, tick, tick]);
    expect(four.toasts).toHaveLength(1);
    expect(toastQueueReducer(four, tick).toasts).toHaveLength(0);
  });

  it('shows a toast configured with a zero delay for one tick', () => {
    const state = run([add('z', 'Quick', 0)]);
    expect(state.toasts[0]?.remainingMs).toBe(200);
    expect(toastQueueReducer(state, tick).toasts).toEqual([]);
  });

  it('keeps a persistent toast until dismissed', () => {
    const state = run([add('p', 'Payment error', null), tick, tick, tick, tick, tick, tick]);
    expect(state.toasts.map((t) => t.id)).toEqual(['p']);
    expect(toastQueueReducer(state, { type: 'dismiss', id: 'p' }).toasts).toEqual([]);
  });

  it('pauses and resumes', () => {
    const paused = run([add('a', 'Saved', 400), { type: 'pause', id: 'a' }, tick, tick, tick]);
    expect(paused.toasts[0]?.remainingMs).toBe(400);
    const resumed = [{ type: 'resume' } as const, tick, tick].reduce(toastQueueReducer, paused);
    expect(resumed.toasts).toEqual([]);
  });

  const actionArb: fc.Arbitrary<ToastQueueAction> = fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      toast: fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), title: fc.constantFrom('T1', 'T2', 'T3') }),
      dismissAfterMs: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    }),
    fc.record({ type: fc.constant('tick' as const), elapsedMs: fc.integer({ min: 0, max: 1000 }) }),
    fc.record({ type: fc.constant('pause' as const), id: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }) }),
    fc.record({ type: fc.constant('resume' as const), id: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }) }),
    fc.record({ type: fc.constant('dismiss' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
  );

  it('no two toasts ever share a title, and every timed toast has time left', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const { toasts } = run(actions);
        expect(new Set(toasts.map((t) => t.title)).size).toBe(toasts.length);
        for (const t of toasts) if (t.remainingMs !== null && !t.paused) expect(t.remainingMs).toBeGreaterThan(0);
      }),
    );
  });

  it('a paused toast survives any number of ticks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 20 }), (ticks) => {
        const start = run([add('a', 'Saved', 200), { type: 'pause' }]);
        const end = ticks.reduce((s, elapsedMs) => toastQueueReducer(s, { type: 'tick', elapsedMs }), start);
        expect(end).toEqual(start);
      }),
    );
  });
});
