import type { AnalyticsEvent } from '../analytics-events.js';

/** Impressions and clicks of one promotion as stored. */
export interface PromotionCounts {
  readonly promotionId: string;
  readonly promotionName: string;
  readonly impressions: number;
  readonly clicks: number;
}

/** Where the first-party collector keeps analytics events. */
export interface AnalyticsEventRepository {
  record(events: readonly AnalyticsEvent[], receivedAt: Date): Promise<number>;
  promotionCounts(): Promise<readonly PromotionCounts[]>;
}
