import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactElement, type ReactNode } from 'react';
import { TOAST_QUEUE_INITIAL, TOAST_TICK_MS, toastQueueReducer, type ToastVariant } from '@stride/domain/ui';
import { useMessages } from '../i18n/messages.js';

/** How long a toast stays unless it is persistent, when the configuration says nothing (STRIDE_TOAST_DISMISS_MS). */
export const TOAST_DISMISS_MS = 5000;

export interface ToastInput {
  readonly title: string;
  readonly message?: string;
  readonly variant?: ToastVariant;
  /** A persistent toast stays until the shopper dismisses it (e.g. most cart errors). */
  readonly persistent?: boolean;
}

export interface Toasts {
  show(toast: ToastInput): void;
}

const ToastsContext = createContext<Toasts | null>(null);

/** The toast queue (domain reducer, ticked every 200 ms) and the live region that reads it out. */
export function ToastProvider({ children, dismissMs = TOAST_DISMISS_MS }: { readonly children: ReactNode; readonly dismissMs?: number }): ReactElement {
  const { t } = useMessages();
  const [state, dispatch] = useReducer(toastQueueReducer, TOAST_QUEUE_INITIAL);
  const counter = useRef(0);
  const active = state.toasts.some((t) => t.remainingMs !== null && !t.paused);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', elapsedMs: TOAST_TICK_MS }), TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  const show = useCallback(
    (toast: ToastInput) => {
      counter.current += 1;
      dispatch({
        type: 'add',
        toast: {
          id: `toast-${counter.current}`,
          title: toast.title,
          ...(toast.message !== undefined ? { message: toast.message } : {}),
          variant: toast.variant ?? 'info',
        },
        dismissAfterMs: toast.persistent === true ? null : dismissMs,
      });
    },
    [dismissMs],
  );
  const value = useMemo<Toasts>(() => ({ show }), [show]);
  return (
    <ToastsContext.Provider value={value}>
      {children}
      <div
        className="toast-region"
        role="status"
        aria-live="polite"
        onMouseEnter={() => dispatch({ type: 'pause' })}
        onMouseLeave={() => dispatch({ type: 'resume' })}
      >
        {state.toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.variant ?? 'info'}`} data-testid="toast">
            <div>
              <strong>{toast.title}</strong>
              {toast.message !== undefined ? <p>{toast.message}</p> : null}
            </div>
            <button type="button" aria-label={t('toast.dismiss', { title: toast.title })} onClick={() => dispatch({ type: 'dismiss', id: toast.id })}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastsContext.Provider>
  );
}

/** Shows toasts. @example useToasts().show({ title: 'Added to cart', variant: 'success' }) */
export function useToasts(): Toasts {
  const value = useContext(ToastsContext);
  if (value === null) throw new Error('Stride: useToasts outside ToastProvider');
  return value;
}
