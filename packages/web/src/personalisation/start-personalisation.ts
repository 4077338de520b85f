import { CONSENT_CATEGORY, type ConsentCategoryId } from '@stride/domain/content';
import { CONSENT_CATEGORIES, onConsentChange, saveConsent } from './consent.js';
import { CONSENT_BANNER_ID, CONSENT_DIALOG_ID } from './consent-banner.js';
import { preloadAnalyticsSender } from './analytics.js';
import { startPromotionTracker } from './promotion-tracker.js';
import { startExperiments } from './start-experiments.js';

/** The attribute of any element (the footer's "Cookie preferences", the banner's "Manage preferences") that opens the dialog. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';

/** Wires the server-rendered preferences dialog: open it modal, save what its switches say, give focus back. */
function wirePreferences(dialog: HTMLDialogElement): (opener: HTMLElement) => void {
  let opener: HTMLElement | null = null;
  dialog.addEventListener('close', () => {
    const action = dialog.returnValue;
    if (action === 'accept') saveConsent(CONSENT_CATEGORIES);
    else if (action === 'reject') saveConsent([CONSENT_CATEGORY.required]);
    else if (action === 'save') {
      const checked = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((box) => box.checked).map((box) => box.name);
      saveConsent(CONSENT_CATEGORIES.filter((id: ConsentCategoryId) => checked.includes(id)));
    }
    dialog.dataset.state = 'closed';
    // The banner's opener is gone once a choice is saved: focus then goes to the page's main content.
    (opener?.isConnected === true ? opener : document.getElementById('main'))?.focus();
  });
  return (from) => {
    opener = from;
    dialog.returnValue = '';
    dialog.showModal();
    dialog.dataset.state = 'open';
  };
}

/**
 * Starts what runs once the shopper uses the page or a promotion is on screen (client/start-on-demand.ts), outside
 * the first load: the banner's buttons, the preferences dialog (its markup is the server's), promotion tracking, the
 * analytics sender and the experiment client.
 */
export function startPersonalisation(): void {
  const dialog = document.getElementById(CONSENT_DIALOG_ID);
  const open = dialog instanceof HTMLDialogElement ? wirePreferences(dialog) : null;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[data-consent-action], [${CONSENT_OPEN_ATTRIBUTE}]`) : null;
    if (target === null) return;
    const action = target.getAttribute('data-consent-action');
    if (action === 'accept') saveConsent(CONSENT_CATEGORIES);
    else if (action === 'reject') saveConsent([CONSENT_CATEGORY.required]);
    else open?.(target);
  });
  // Any choice answers the banner.
  onConsentChange(() => {
    document.getElementById(CONSENT_BANNER_ID)?.remove();
    preloadAnalyticsSender();
  });
  preloadAnalyticsSender();
  startPromotionTracker(document);
  startExperiments();
}
