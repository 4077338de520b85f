/** Promotion tracking an editor puts on a block (spec content section 1 and 3). */
export interface PromotionTracking {
  readonly creativeName?: string;
  readonly promotionId?: string;
  readonly promotionName?: string;
  /** Where the block sits (slot or index), when the page knows it. */
  readonly position?: string;
}

/** The analytics pushes of spec content section 7, as the storefront names them in the dataLayer. */
export const ANALYTICS_EVENT_TYPES = [
  'promotion_impression',
  'promotion_click',
  'top_nav_click',
  'mobile_menu_section_click',
  'mobile_menu_section_expand',
  'popup_impression',
  'popup_expand',
  'popup_click',
] as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** At most this many events in one collector batch. */
export const ANALYTICS_MAX_BATCH_EVENTS = 50;
/** Longest text field of an analytics event (names, labels, ids). */
export const ANALYTICS_TEXT_MAX_LENGTH = 200;
/** Longest URL or path of an analytics event. */
export const ANALYTICS_URL_MAX_LENGTH = 500;

/** One analytics event as the storefront sends it to the collector and pushes it to the dataLayer. */
export interface AnalyticsEvent {
  readonly event: AnalyticsEventType;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  readonly page: string;
  readonly promotion?: PromotionTracking;
  /** The link text or section title (navigation), the pop-up's id (pop-ups). */
  readonly label?: string;
  readonly url?: string;
}

/** Impressions, clicks and click-through of one promotion. */
export interface PromotionPerformance {
  readonly promotionId: string;
  readonly promotionName: string;
  readonly impressions: number;
  readonly clicks: number;
  /** Clicks per impression, 0 to 1 (0 without impressions). */
  readonly clickThroughRate: number;
}

/**
 * Click-through of a promotion: clicks divided by impressions, 0 when it has none.
 * @example clickThroughRate(200, 9) // 0.045
 */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions <= 0 ? 0 : clicks / impressions;
}
