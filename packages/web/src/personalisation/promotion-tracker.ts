import type { PromotionTracking } from '@stride/domain/personalisation';
import { observePromotionImpression, trackPromotionClick } from './analytics.js';
import { PROMOTION_SELECTOR } from './personalisation-demand.js';

function trackingOf(element: HTMLElement): PromotionTracking {
  const { promotionId, promotionName, creativeName, promotionPosition } = element.dataset;
  return {
    ...(promotionId === undefined ? {} : { promotionId }),
    ...(promotionName === undefined ? {} : { promotionName }),
    ...(creativeName === undefined ? {} : { creativeName }),
    ...(promotionPosition === undefined ? {} : { position: promotionPosition }),
  };
}

/**
 * Promotion impressions and clicks for every block that carries promotion tracking, from one place: each element
 * with `data-promotion-id` is watched for its impression (once per page view, when half of it is visible, including
 * blocks a later navigation or experience decision adds), and a click on a link or button inside one is its click.
 * The blocks themselves ship no tracking code; analytics.ts sends only with the analytics consent (C0002).
 */
export function startPromotionTracker(root: Document): void {
  const watched = new WeakSet<Element>();
  let scheduled = false;
  const watchNew = () => {
    scheduled = false;
    for (const element of root.querySelectorAll<HTMLElement>(PROMOTION_SELECTOR)) {
      if (watched.has(element)) continue;
      watched.add(element);
      observePromotionImpression(element, trackingOf(element));
    }
  };
  watchNew();
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    window.requestAnimationFrame(watchNew);
  }).observe(root.body, { childList: true, subtree: true });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest<HTMLElement>('a, button');
    const block = action?.closest<HTMLElement>(PROMOTION_SELECTOR);
    if (action == null || block == null) return;
    trackPromotionClick(trackingOf(block), action instanceof HTMLAnchorElement ? action.href : undefined);
  });
}
