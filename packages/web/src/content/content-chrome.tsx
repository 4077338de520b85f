import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { ContentPopupDocument } from '@stride/domain/content';
import { CONSENT_CHANGE_EVENT, needsConsentChoice, readConsent } from '../personalisation/consent.js';
import { ContentSections } from './content-sections.js';
import type { ContentChrome } from './load-content.js';

type PopupComponent = ComponentType<{ readonly popups: readonly ContentPopupDocument[] }>;

/**
 * The pop-ups, loaded when the browser is idle: nothing of them is in the page's first load or its HTML. While the
 * consent banner waits for a choice (EMEA), no pop-up is offered: the choice comes first, and two overlays never
 * stack in the same corner; the pop-ups' delay starts once the shopper has chosen.
 */
function PopupHost({ popups }: { readonly popups: readonly ContentPopupDocument[] }): ReactElement | null {
  const [Popup, setPopup] = useState<PopupComponent | null>(null);
  useEffect(() => {
    if (popups.length === 0) return;
    let live = true;
    const load = () => void import('./popups/popup-view.js').then(({ PopupView }) => live && setPopup(() => PopupView));
    // A busy page (a carousel turning, a slow phone) may never be idle: load within two seconds all the same.
    const idle = (callback: () => void) =>
      window.requestIdleCallback === undefined ? window.setTimeout(callback, 200) : window.requestIdleCallback(callback, { timeout: 2000 });
    const loadOnceChosen = () => {
      if (needsConsentChoice(readConsent())) return;
      window.removeEventListener(CONSENT_CHANGE_EVENT, loadOnceChosen);
      idle(load);
    };
    window.addEventListener(CONSENT_CHANGE_EVENT, loadOnceChosen);
    loadOnceChosen();
    return () => {
      live = false;
      window.removeEventListener(CONSENT_CHANGE_EVENT, loadOnceChosen);
    };
  }, [popups]);
  return Popup === null ? null : <Popup popups={popups} />;
}

/** The utility fragment above a content page (the benefit bar, a closable block like any other) and the site's pop-ups. */
export function ContentChromeTop({ chrome }: { readonly chrome: ContentChrome }): ReactElement {
  return (
    <>
      {chrome.utility.length > 0 && <ContentSections page={{ sections: chrome.utility }} />}
      <PopupHost popups={chrome.popups} />
    </>
  );
}
