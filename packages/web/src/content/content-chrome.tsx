import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { ContentPopupDocument } from '@stride/domain/content';
import { ContentSections } from './content-sections.js';
import type { ContentChrome } from './load-content.js';

type PopupComponent = ComponentType<{ readonly popups: readonly ContentPopupDocument[] }>;

/** The pop-ups, loaded when the browser is idle: nothing of them is in the page's first load or its HTML. */
function PopupHost({ popups }: { readonly popups: readonly ContentPopupDocument[] }): ReactElement | null {
  const [Popup, setPopup] = useState<PopupComponent | null>(null);
  useEffect(() => {
    if (popups.length === 0) return;
    let live = true;
    const load = () => void import('./popups/popup-view.js').then(({ PopupView }) => live && setPopup(() => PopupView));
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(load);
    return () => {
      live = false;
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
