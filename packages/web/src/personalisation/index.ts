// What other parts of the web call: consent, the experiment decision hook, analytics pushes, conversions.
export { CONSENT_COOKIE, isConsentAllowed, onConsentChange, readConsent, type ConsentSnapshot } from './consent.js';
export { useExperimentDecision, type ExperimentDecisionState } from './use-experiment-decision.js';
export {
  observePromotionImpression,
  trackMobileMenuSectionClick,
  trackMobileMenuSectionExpand,
  trackPopupClick,
  trackPopupExpand,
  trackPopupImpression,
  trackPromotionClick,
  trackPromotionImpression,
  trackTopNavClick,
  usePromotionImpression,
} from './analytics.js';
export { trackExperimentEvent } from './track-experiment-event.js';
