import { useEffect, useReducer, type ReactElement } from 'react';
import { initialPopupState, popupDelayMs, popupReducer, type ContentPopupDocument, type PopupAnalyticsEvent } from '@stride/domain/content';
import { useMessages } from '../../i18n/messages.js';
import { trackPopupClick, trackPopupExpand, trackPopupImpression } from '../../personalisation/analytics.js';
import { RichText, TargetLink } from '../blocks/content-links.js';
import { POPUP_COOKIE, readDismissed, writeDismissed } from '../dismissed-cookie.js';

/** The analytics pushes of the pop-up's transitions (content spec section 7); sent only with consent C0002. */
export function trackPopupEvent(event: PopupAnalyticsEvent, popup: ContentPopupDocument): void {
  if (event === 'popup-impression') trackPopupImpression(popup.id);
  else if (event === 'popup-expand') trackPopupExpand(popup.id);
  else trackPopupClick(popup.id);
}

/**
 * The site's pop-up (domain's popupReducer): the first not-yet-dismissed one appears minimized (impression), expands
 * after its delay (2000 ms by default) or on a click, and closing it records its id in the dismissed cookie, so it
 * never shows again and the next one is offered on a later page. `onEvent` receives its analytics events (impression,
 * expand, and a click on the minimized tab); a followed target of the expanded pop-up is a click too, with its URL. Expanded, it is a
 * non-modal dialog in a corner: it never takes the focus or blocks the page the shopper came for (a modal over a
 * sign-in or a checkout would), and Esc or its close button closes it.
 */
export function PopupView({
  popups,
  onEvent = trackPopupEvent,
}: {
  readonly popups: readonly ContentPopupDocument[];
  readonly onEvent?: (event: PopupAnalyticsEvent, popup: ContentPopupDocument) => void;
}): ReactElement | null {
  const { t } = useMessages();
  const [state, dispatch] = useReducer(popupReducer, readDismissed(POPUP_COOKIE), initialPopupState);
  const popup = popups.find((candidate) => candidate.id === state.popup?.id) ?? null;
  useEffect(() => dispatch({ type: 'appear', popups, now: Date.now() }), [popups]);
  useEffect(() => {
    if (state.phase !== 'minimized' || popup === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), popupDelayMs(popup));
    return () => clearTimeout(timer);
  }, [state.phase, popup]);
  useEffect(() => {
    if (popup !== null) for (const event of state.events) onEvent(event, popup);
    if (state.phase === 'closed') writeDismissed(POPUP_COOKIE, state.dismissedIds);
  }, [state, popup, onEvent]);
  useEffect(() => {
    if (state.phase !== 'expanded') return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch({ type: 'close' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.phase]);
  if (popup === null || state.phase === 'idle' || state.phase === 'closed') return null;
  const title = popup.maximizedTitle ?? popup.title;
  return (
    <>
      {state.phase === 'minimized' && (
        <button type="button" className="popup-tab" onClick={() => dispatch({ type: 'click' })} aria-haspopup="dialog">
          {popup.minimizedTitle ?? popup.title}
        </button>
      )}
      {state.phase === 'expanded' && (
        <div
          className="popup"
          role="dialog"
          aria-modal="false"
          aria-labelledby={`popup-title-${popup.id}`}
          data-popup-id={popup.id}
          onClickCapture={(event) => {
            const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
            if (link instanceof HTMLAnchorElement) trackPopupClick(popup.id, link.href);
          }}
        >
          <div className="popup__head">
            <h2 id={`popup-title-${popup.id}`}>{title}</h2>
            <button type="button" className="popup__close" onClick={() => dispatch({ type: 'close' })} aria-label={t('popup.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {popup.logo && <img className="popup__logo" src={popup.logo.url} alt={popup.logo.alt} width={96} height={48} />}
          {popup.media && (
            <img className="popup__media" src={popup.media.url} alt={popup.media.alt} width={popup.media.width ?? 480} height={popup.media.height ?? 270} />
          )}
          {popup.richText && <RichText html={popup.richText} />}
          {(popup.targets ?? []).length > 0 && (
            <div className="popup__targets">
              {(popup.targets ?? []).map((target) => (
                <TargetLink key={target.url + target.text} target={target} />
              ))}
            </div>
          )}
          {popup.disclaimer && <RichText className="popup__disclaimer" html={popup.disclaimer} />}
        </div>
      )}
    </>
  );
}
