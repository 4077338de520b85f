import { useEffect, type RefObject } from 'react';
import type { AnalyticsEvent, AnalyticsEventType, PromotionTracking } from '@stride/domain/personalisation';
import { isConsentAllowed } from './consent.js';

// The storefront's analytics pushes (content spec sections 1 and 7): each event goes to `window.dataLayer` and to
// the first-party collector, and only with performance and analytics consent (C0002). Small: the header and the
// blocks import it; the sender that talks to the collector is a chunk loaded on the first send.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const BATCH_SIZE = 10;
const FLUSH_INTERVAL_MS = 1000;
const TEXT_MAX = 200;

let queue: AnalyticsEvent[] = [];
let timer: number | undefined;
let viewHref = '';
let flushesOnHide = false;
const seen = new Set<string>();

const clip = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim().slice(0, TEXT_MAX));

type Sender = typeof import('./analytics-sender.js');
let sender: Sender | undefined;
let loadingSender: Promise<Sender> | undefined;

/** Loads the sender once, on the first queued event, so a page that is left still has it to send what waits. */
function loadSender(): Promise<Sender> {
  loadingSender ??= import('./analytics-sender.js').then((loaded) => (sender = loaded));
  return loadingSender;
}

/**
 * Loads the collector's sender ahead of the first event when analytics are allowed (after hydration), so even a
 * click that leaves the page at once is sent.
 */
export function preloadAnalyticsSender(): void {
  if (isConsentAllowed('C0002')) void loadSender();
}

function flush(): void {
  window.clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  // Loaded: the request leaves now, even from a page being left (the sender's fetch uses keepalive).
  if (sender !== undefined) void sender.sendAnalyticsEvents(batch);
  else void loadSender().then(({ sendAnalyticsEvents }) => sendAnalyticsEvents(batch));
}

function track(event: AnalyticsEventType, fields: { promotion?: PromotionTracking; label?: string; url?: string }): void {
  if (!isConsentAllowed('C0002')) return;
  const promotion =
    fields.promotion === undefined
      ? undefined
      : Object.fromEntries(Object.entries(fields.promotion).flatMap(([k, v]) => (clip(v) === undefined ? [] : [[k, clip(v)]])));
  const entry: AnalyticsEvent = {
    event,
    timestamp: Date.now(),
    page: window.location.pathname.slice(0, 500),
    ...(promotion === undefined ? {} : { promotion }),
    ...(clip(fields.label) === undefined ? {} : { label: clip(fields.label) }),
    ...(fields.url === undefined ? {} : { url: fields.url.slice(0, 500) }),
  };
  (window.dataLayer ??= []).push({ ...entry });
  if (!flushesOnHide) {
    flushesOnHide = true;
    // What is queued leaves with the page.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }
  void loadSender();
  queue.push(entry);
  if (queue.length >= BATCH_SIZE) flush();
  else timer ??= window.setTimeout(flush, FLUSH_INTERVAL_MS);
}

/** A promotion block became visible (send once per page view: see observePromotionImpression). */
export const trackPromotionImpression = (promotion: PromotionTracking): void => track('promotion_impression', { promotion });
/** A promotion block was clicked. */
export const trackPromotionClick = (promotion: PromotionTracking, url?: string): void =>
  track('promotion_click', { promotion, ...(url === undefined ? {} : { url }) });
/** A top navigation link was clicked. */
export const trackTopNavClick = (label: string, url?: string): void => track('top_nav_click', { label, ...(url === undefined ? {} : { url }) });
/** A section of the mobile menu was clicked (followed). */
export const trackMobileMenuSectionClick = (label: string, url?: string): void =>
  track('mobile_menu_section_click', { label, ...(url === undefined ? {} : { url }) });
/** A section of the mobile menu was expanded. */
export const trackMobileMenuSectionExpand = (label: string): void => track('mobile_menu_section_expand', { label });
/** A pop-up appeared (its id as label). */
export const trackPopupImpression = (popupId: string): void => track('popup_impression', { label: popupId });
/** A pop-up expanded after its delay. */
export const trackPopupExpand = (popupId: string): void => track('popup_expand', { label: popupId });
/** A pop-up's target was clicked. */
export const trackPopupClick = (popupId: string, url?: string): void => track('popup_click', { label: popupId, ...(url === undefined ? {} : { url }) });

/**
 * Sends a promotion's impression when at least half of `element` becomes visible, once per page view (the same
 * promotion and position seen again on the same page is not counted twice). Answers the function that stops watching.
 * @example useEffect(() => observePromotionImpression(ref.current, block.promotionTracking), []);
 */
export function observePromotionImpression(element: Element | null, promotion: PromotionTracking | undefined): () => void {
  if (element === null || promotion === undefined || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      if (viewHref !== window.location.href) {
        viewHref = window.location.href;
        seen.clear();
      }
      const key = `${promotion.promotionId ?? ''}|${promotion.promotionName ?? ''}|${promotion.creativeName ?? ''}|${promotion.position ?? ''}`;
      observer.disconnect();
      if (seen.has(key)) return;
      seen.add(key);
      trackPromotionImpression(promotion);
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * observePromotionImpression for a component: watches `ref`'s element while mounted.
 * @example const ref = useRef<HTMLElement>(null); usePromotionImpression(ref, content.promotionTracking);
 */
export function usePromotionImpression(ref: RefObject<Element | null>, promotion: PromotionTracking | undefined): void {
  const key = promotion === undefined ? '' : JSON.stringify(promotion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the promotion is compared by value (key)
  useEffect(() => observePromotionImpression(ref.current, promotion), [ref, key]);
}
