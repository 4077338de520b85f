/** Dialog open and close transition (commerce-core section 9). */
export const DIALOG_TRANSITION_MS = 250;

/** A dialog the stack knows about; closed entries stay so they can be reopened. */
export interface DialogEntry {
  readonly id: string;
  readonly open: boolean;
  /** Marked to be kept: opening another dialog does not close it. */
  readonly keepOpen: boolean;
}

export interface DialogStackState {
  /** In opening order; the last open entry is on top. */
  readonly dialogs: readonly DialogEntry[];
}

export type DialogStackAction =
  { readonly type: 'open'; readonly id: string; readonly keepOpen?: boolean } | { readonly type: 'close'; readonly id: string } | { readonly type: 'closeAll' };

export const DIALOG_STACK_INITIAL: DialogStackState = { dialogs: [] };

/**
 * Dialog stack reducer: opening a dialog closes every open dialog not marked to be kept and puts
 * the opened one on top; a closed dialog can be opened again (it keeps its keep mark unless the
 * open action gives a new one).
 */
export function dialogStackReducer(state: DialogStackState, action: DialogStackAction): DialogStackState {
  switch (action.type) {
    case 'open': {
      const previous = state.dialogs.find((d) => d.id === action.id);
      const opened: DialogEntry = { id: action.id, open: true, keepOpen: action.keepOpen ?? previous?.keepOpen ?? false };
      const others = state.dialogs.filter((d) => d.id !== action.id).map((d) => (d.open && !d.keepOpen ? { ...d, open: false } : d));
      return { dialogs: [...others, opened] };
    }
    case 'close':
      return { dialogs: state.dialogs.map((d) => (d.id === action.id ? { ...d, open: false } : d)) };
    case 'closeAll':
      return { dialogs: state.dialogs.map((d) => ({ ...d, open: false })) };
  }
}

/** The open dialog on top of the stack, or null. */
export function topOpenDialog(state: DialogStackState): DialogEntry | null {
  return state.dialogs.findLast((d) => d.open) ?? null;
}
