/** Interval at which the client ticks the toast queue (account-and-catalogue section 9). */
export const TOAST_TICK_MS = 200;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** A toast in the queue; remainingMs null means persistent (dismissed only by the shopper). */
export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly message?: string;
  readonly variant?: ToastVariant;
  readonly remainingMs: number | null;
  readonly paused: boolean;
}

export interface ToastQueueState {
  readonly toasts: readonly Toast[];
}

export type ToastQueueAction =
  | {
      readonly type: 'add';
      readonly toast: Pick<Toast, 'id' | 'title' | 'message' | 'variant'>;
      /** The configured dismiss delay; null for a persistent toast (e.g. payment errors). */
      readonly dismissAfterMs: number | null;
    }
  | { readonly type: 'tick'; readonly elapsedMs: number }
  | { readonly type: 'pause'; readonly id?: string }
  | { readonly type: 'resume'; readonly id?: string }
  | { readonly type: 'dismiss'; readonly id: string };

export const TOAST_QUEUE_INITIAL: ToastQueueState = { toasts: [] };

function add(state: ToastQueueState, action: Extract<ToastQueueAction, { type: 'add' }>): ToastQueueState {
  // A configured delay below one tick would hide the toast before it is painted; keep one tick.
  const remainingMs = action.dismissAfterMs === null ? null : Math.max(TOAST_TICK_MS, action.dismissAfterMs);
  const existing = state.toasts.find((t) => t.title === action.toast.title);
  // A repeated title is not shown twice; the one on screen gets a fresh timer instead,
  // so a shopper who triggers the same message again still has time to read it.
  if (existing !== undefined) {
    return { toasts: state.toasts.map((t) => (t === existing ? { ...t, remainingMs } : t)) };
  }
  return { toasts: [...state.toasts, { ...action.toast, remainingMs, paused: false }] };
}

function tick(state: ToastQueueState, elapsedMs: number): ToastQueueState {
  const elapsed = Math.max(0, elapsedMs);
  const toasts: Toast[] = [];
  for (const t of state.toasts) {
    if (t.paused || t.remainingMs === null) {
      toasts.push(t);
      continue;
    }
    const remainingMs = t.remainingMs - elapsed;
    if (remainingMs > 0) toasts.push({ ...t, remainingMs });
  }
  return { toasts };
}

function setPaused(state: ToastQueueState, paused: boolean, id?: string): ToastQueueState {
  return { toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, paused } : t)) };
}

/**
 * Toast queue reducer: add (de-duplicated by title), tick (auto-dismiss after the configured delay),
 * pause and resume (one toast by id, or all), dismiss.
 */
export function toastQueueReducer(state: ToastQueueState, action: ToastQueueAction): ToastQueueState {
  switch (action.type) {
    case 'add':
      return add(state, action);
    case 'tick':
      return tick(state, action.elapsedMs);
    case 'pause':
      return setPaused(state, true, action.id);
    case 'resume':
      return setPaused(state, false, action.id);
    case 'dismiss':
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
  }
}
