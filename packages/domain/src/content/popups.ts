/** Spec content section 9: a pop-up expands this long after it appears unless it sets its own delay. */
export const POPUP_DEFAULT_DELAY_MS = 2000;

/** The parts of a pop-up that decide when it shows. */
export interface ContentPopup {
  readonly id: string;
  /** Milliseconds from appearing to expanding. */
  readonly delay?: number | null;
}

/** Analytics the pop-up pushes (spec content section 7). */
export type PopupAnalyticsEvent = 'popup-impression' | 'popup-expand' | 'popup-click';

/** A pop-up's lifecycle: nothing shown, shown minimized (impression logged), expanded, or closed. */
export interface PopupState {
  readonly phase: 'idle' | 'minimized' | 'expanded' | 'closed';
  readonly popup: ContentPopup | null;
  readonly appearedAt: number | null;
  /** Ids of closed pop-ups, kept by the caller in a cookie-like store. */
  readonly dismissedIds: readonly string[];
  /** Events produced by the last transition, for the caller to push. */
  readonly events: readonly PopupAnalyticsEvent[];
}

export type PopupAction =
  | { readonly type: 'appear'; readonly popups: readonly ContentPopup[]; readonly now: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'click' }
  | { readonly type: 'close' };

/** The delay of a pop-up, falling back to 2000 ms when it is missing, negative or not a number. */
export function popupDelayMs(popup: ContentPopup): number {
  const delay = popup.delay;
  return typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay : POPUP_DEFAULT_DELAY_MS;
}

/** The first pop-up that has not been dismissed, or null. */
export function chooseNextPopup(popups: readonly ContentPopup[], dismissedIds: readonly string[]): ContentPopup | null {
  return popups.find((popup) => !dismissedIds.includes(popup.id)) ?? null;
}

/** The initial pop-up state from the dismissed ids read from storage. */
export function initialPopupState(dismissedIds: readonly string[]): PopupState {
  return { phase: 'idle', popup: null, appearedAt: null, dismissedIds, events: [] };
}

function quiet(state: PopupState): PopupState {
  return state.events.length === 0 ? state : { ...state, events: [] };
}

/**
 * The pop-up reducer: appear logs an impression and shows the first not-dismissed pop-up minimized; a tick at or
 * after its delay expands it; a click expands it at once; close records its id in the dismissed list.
 */
export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  switch (action.type) {
    case 'appear': {
      if (state.phase === 'minimized' || state.phase === 'expanded') return quiet(state);
      const popup = chooseNextPopup(action.popups, state.dismissedIds);
      if (popup === null) return { ...state, phase: 'idle', popup: null, appearedAt: null, events: [] };
      return { ...state, phase: 'minimized', popup, appearedAt: action.now, events: ['popup-impression'] };
    }
    case 'tick': {
      if (state.phase !== 'minimized' || state.popup === null || state.appearedAt === null) return quiet(state);
      if (action.now - state.appearedAt < popupDelayMs(state.popup)) return quiet(state);
      return { ...state, phase: 'expanded', events: ['popup-expand'] };
    }
    case 'click':
      if (state.phase !== 'minimized') return quiet(state);
      return { ...state, phase: 'expanded', events: ['popup-click', 'popup-expand'] };
    case 'close': {
      if (state.popup === null || state.phase === 'idle' || state.phase === 'closed') return quiet(state);
      const id = state.popup.id;
      const dismissedIds = state.dismissedIds.includes(id) ? state.dismissedIds : [...state.dismissedIds, id];
      return { ...state, phase: 'closed', dismissedIds, events: [] };
    }
  }
}
