import { createContext, useCallback, useContext, useMemo, useReducer, type ReactElement, type ReactNode } from 'react';
import { DIALOG_STACK_INITIAL, dialogStackReducer, topOpenDialog } from '@stride/domain/ui';

export interface Dialogs {
  /** Opens a dialog by id; every other open dialog not marked to be kept closes (commerce section 4). */
  open(id: string, options?: { keepOpen?: boolean }): void;
  close(id: string): void;
  closeAll(): void;
  isOpen(id: string): boolean;
  /** The id of the open dialog on top, or null. */
  readonly top: string | null;
}

const DialogsContext = createContext<Dialogs | null>(null);

/** Holds which dialogs are open, with the domain's one-at-a-time stack. */
export function DialogProvider({ children }: { readonly children: ReactNode }): ReactElement {
  const [state, dispatch] = useReducer(dialogStackReducer, DIALOG_STACK_INITIAL);
  const open = useCallback((id: string, options?: { keepOpen?: boolean }) => {
    dispatch({ type: 'open', id, ...(options?.keepOpen !== undefined ? { keepOpen: options.keepOpen } : {}) });
  }, []);
  const close = useCallback((id: string) => dispatch({ type: 'close', id }), []);
  const closeAll = useCallback(() => dispatch({ type: 'closeAll' }), []);
  const value = useMemo<Dialogs>(
    () => ({
      open,
      close,
      closeAll,
      isOpen: (id) => state.dialogs.some((d) => d.id === id && d.open),
      top: topOpenDialog(state)?.id ?? null,
    }),
    [state, open, close, closeAll],
  );
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

/** The dialog stack. @example const dialogs = useDialogs(); dialogs.open('quickshop'); */
export function useDialogs(): Dialogs {
  const value = useContext(DialogsContext);
  if (value === null) throw new Error('Stride: useDialogs outside DialogProvider');
  return value;
}
