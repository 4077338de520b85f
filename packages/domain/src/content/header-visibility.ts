import { matchContentRoutePattern } from './route-patterns.js';

/** Spec content section 9: scroll handling waits this long after the last scroll event. */
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
/** Spec content section 9: and never longer than this after the first scroll of a burst. */
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

/** Sticky header state; times are whatever clock the caller passes in actions. */
export interface HeaderState {
  readonly sticky: boolean;
  readonly visible: boolean;
  readonly appliedY: number;
  readonly pendingY: number | null;
  readonly burstStartedAt: number | null;
  readonly lastScrollAt: number | null;
}

export type HeaderAction =
  | { readonly type: 'scroll'; readonly y: number; readonly now: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'route'; readonly path: string; readonly excludedRoutes: readonly string[] };

/** A visible sticky header at the top of the page. */
export const INITIAL_HEADER_STATE: HeaderState = {
  sticky: true,
  visible: true,
  appliedY: 0,
  pendingY: null,
  burstStartedAt: null,
  lastScrollAt: null,
};

function flush(state: HeaderState): HeaderState {
  const y = state.pendingY ?? state.appliedY;
  // At the very top the header always shows; otherwise up shows it, down hides it, no movement changes nothing.
  const visible = y <= 0 ? true : y < state.appliedY ? true : y > state.appliedY ? false : state.visible;
  return { ...state, visible, appliedY: y, pendingY: null, burstStartedAt: null, lastScrollAt: null };
}

function isDue(state: HeaderState, now: number): boolean {
  if (state.pendingY === null || state.lastScrollAt === null || state.burstStartedAt === null) return false;
  return now - state.lastScrollAt >= HEADER_SCROLL_DEBOUNCE_MS || now - state.burstStartedAt >= HEADER_SCROLL_MAX_WAIT_MS;
}

/**
 * The header reducer: scroll positions are debounced (200 ms after the last scroll, at most 500 ms after the first
 * of a burst); then scrolling up shows the header and scrolling down hides it. On an excluded route the header is not
 * sticky and stays shown.
 */
export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'route': {
      const sticky = !action.excludedRoutes.some((pattern) => matchContentRoutePattern(pattern, action.path));
      return { ...INITIAL_HEADER_STATE, sticky };
    }
    case 'scroll': {
      if (!state.sticky) return state;
      const burstStartedAt = state.burstStartedAt ?? action.now;
      const next = { ...state, pendingY: action.y, burstStartedAt, lastScrollAt: action.now };
      return action.now - burstStartedAt >= HEADER_SCROLL_MAX_WAIT_MS ? flush(next) : next;
    }
    case 'tick':
      return isDue(state, action.now) ? flush(state) : state;
  }
}
