import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogPanelLayout } from './dialog-panel.js';
import { DIALOG_STACK_INITIAL, DIALOG_TRANSITION_MS, type DialogStackAction, dialogStackReducer, topOpenDialog } from './dialog-stack.js';

const run = (actions: DialogStackAction[]) => actions.reduce(dialogStackReducer, DIALOG_STACK_INITIAL);
const openIds = (actions: DialogStackAction[]) =>
  run(actions)
    .dialogs.filter((d) => d.open)
    .map((d) => d.id);

describe('dialog stack', () => {
  it('transitions in 250 ms', () => {
    expect(DIALOG_TRANSITION_MS).toBe(250);
  });

  it('opening a new dialog closes the current one', () => {
    expect(
      openIds([
        { type: 'open', id: 'quickshop' },
        { type: 'open', id: 'signIn' },
      ]),
    ).toEqual(['signIn']);
  });

  it('keeps a dialog marked to be kept', () => {
    const state = run([
      { type: 'open', id: 'quickshop', keepOpen: true },
      { type: 'open', id: 'signIn' },
    ]);
    expect(state.dialogs.filter((d) => d.open).map((d) => d.id)).toEqual(['quickshop', 'signIn']);
    expect(topOpenDialog(state)?.id).toBe('signIn');
  });

  it('reopens a closed dialog', () => {
    const actions: DialogStackAction[] = [
      { type: 'open', id: 'miniCart' },
      { type: 'open', id: 'signIn' },
      { type: 'close', id: 'signIn' },
      { type: 'open', id: 'miniCart' },
    ];
    expect(openIds(actions)).toEqual(['miniCart']);
    expect(topOpenDialog(run([{ type: 'open', id: 'a' }, { type: 'closeAll' }]))).toBeNull();
  });

  it('after any sequence, every open dialog except the top one was marked to be kept', () => {
    const actionArb: fc.Arbitrary<DialogStackAction> = fc.oneof(
      fc.record({ type: fc.constant('open' as const), id: fc.constantFrom('a', 'b', 'c'), keepOpen: fc.option(fc.boolean(), { nil: undefined }) }),
      fc.record({ type: fc.constant('close' as const), id: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 20 }), (actions) => {
        const state = run(actions);
        const open = state.dialogs.filter((d) => d.open);
        const last = actions.at(-1);
        if (last?.type === 'open') expect(topOpenDialog(state)?.id).toBe(last.id);
        for (const d of open.slice(0, -1)) expect(d.keepOpen).toBe(true);
        expect(new Set(state.dialogs.map((d) => d.id)).size).toBe(state.dialogs.length);
      }),
    );
  });
});

describe('dialogPanelLayout', () => {
  it('is a bottom sheet on small screens and a full-height right panel on large ones', () => {
    expect(dialogPanelLayout('sm')).toEqual({ placement: 'bottom', height: '50%' });
    expect(dialogPanelLayout('md', 'large')).toEqual({ placement: 'bottom', height: '95%' });
    expect(dialogPanelLayout('sm', 'full')).toEqual({ placement: 'bottom', height: '100%' });
    expect(dialogPanelLayout('lg', 'half')).toEqual({ placement: 'right', height: '100%' });
  });

  it('a panel is on the right exactly on large screens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sm' as const, 'md' as const, 'lg' as const),
        fc.constantFrom('half' as const, 'large' as const, 'full' as const),
        (bp, h) => {
          expect(dialogPanelLayout(bp, h).placement === 'right').toBe(bp === 'lg');
        },
      ),
    );
  });
});
