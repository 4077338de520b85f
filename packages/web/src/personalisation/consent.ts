import { CONSENT_CATEGORY, CONSENT_REQUIRED_REGION, isConsentCategoryAllowed, parseConsentGroups, type ConsentCategoryId } from '@stride/domain/content';
import { marketForRequest } from '../app/market.js';

// The one consent module every tracking and personalisation call asks (content spec sections 3, 4 and 6):
// personalisation only with C0004 (targeting), analytics and experiment events only with C0002. The choice is a
// first-party cookie the server reads too, so the page it renders already knows whether to ask.

/** The cookie holding the shopper's choice, as a consent manager writes its groups: `C0001:1,C0002:0,...`. */
export const CONSENT_COOKIE = 'stride_consent';
/** How long a choice is remembered (a year, then the store asks again). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The event the window receives when the shopper changes their choice. */
export const CONSENT_CHANGE_EVENT = 'stride:consent';
/** Every category, in the order the preferences list them. */
export const CONSENT_CATEGORIES: readonly ConsentCategoryId[] = Object.values(CONSENT_CATEGORY);

/** What the shopper chose (or not) where they are. */
export interface ConsentSnapshot {
  /** A choice is stored (banner answered or preferences saved). */
  readonly chosen: boolean;
  readonly granted: readonly ConsentCategoryId[];
  readonly region: string;
  /** preview=true: everything is allowed (CMS preview). */
  readonly preview: boolean;
}

function cookieNamed(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The consent of a request or page: its cookie, the market's region and the preview flag (server and browser alike).
 * @example consentFrom('stride_consent=C0001:1,C0002:1', 'EMEA', false).granted // ['C0001', 'C0002']
 */
export function consentFrom(cookieHeader: string | null | undefined, region: string, preview: boolean): ConsentSnapshot {
  const stored = cookieNamed(cookieHeader, CONSENT_COOKIE);
  return { chosen: stored !== undefined, granted: parseConsentGroups(stored ?? ''), region, preview };
}

/** Whether a category is allowed: required always; outside EMEA or in preview everything; in EMEA what was granted. */
export function consentAllows(snapshot: ConsentSnapshot, category: ConsentCategoryId): boolean {
  return isConsentCategoryAllowed(category, { region: snapshot.region, grantedCategories: snapshot.granted, preview: snapshot.preview });
}

/** The banner asks only where a choice is needed and none is stored: in EMEA, outside preview. */
export function needsConsentChoice(snapshot: ConsentSnapshot): boolean {
  return !snapshot.chosen && !snapshot.preview && snapshot.region.toUpperCase() === CONSENT_REQUIRED_REGION;
}

/** The cookie value of a choice: every category with 1 (granted) or 0; the required one is always 1. */
export function consentCookieValue(granted: readonly ConsentCategoryId[]): string {
  return CONSENT_CATEGORIES.map((id) => `${id}:${id === CONSENT_CATEGORY.required || granted.includes(id) ? 1 : 0}`).join(',');
}

/** The consent of the page on screen (browser only). */
export function readConsent(): ConsentSnapshot {
  const preview = new URLSearchParams(window.location.search).get('preview') === 'true';
  return consentFrom(document.cookie, marketForRequest(window.location.pathname, document.cookie).region, preview);
}

/**
 * Whether a tracking or personalisation call may run now: `C0002` for analytics and experiment events, `C0004`
 * for personalisation (browser only; false on the server, where nothing tracks).
 * @example if (isConsentAllowed('C0002')) send(events);
 */
export function isConsentAllowed(category: ConsentCategoryId): boolean {
  return typeof document !== 'undefined' && consentAllows(readConsent(), category);
}

/** Stores the shopper's choice for a year and tells every listener (banner, dialog, trackers). */
export function saveConsent(granted: readonly ConsentCategoryId[]): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(consentCookieValue(granted))}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Calls `listener` after every change of choice; answers the function that stops it. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
}
