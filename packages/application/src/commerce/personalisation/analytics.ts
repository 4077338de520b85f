import type { StrideError } from '@stride/domain/errors';
import { clickThroughRate, type AnalyticsEvent, type PromotionPerformance } from '@stride/domain/personalisation';
import { err, ok, type Result } from 'neverthrow';
import type { PersonalisationDeps } from './personalisation-deps.js';
import { collectorBatchesPerClient, collectorRefusal } from './record-experiment-events.js';

/** `POST /fapi/analytics/events`: stores the batch (all or nothing), counted against the client's limit. */
export async function recordAnalyticsEvents(
  deps: Pick<PersonalisationDeps, 'analyticsEvents' | 'throttle' | 'now'>,
  events: readonly AnalyticsEvent[],
  clientAddress: string,
): Promise<Result<number, StrideError>> {
  const refused = await collectorRefusal(deps, collectorBatchesPerClient('analytics-events', clientAddress));
  if (refused !== undefined) return err(refused);
  return ok(await deps.analyticsEvents.record(events, deps.now()));
}

/** Impressions, clicks and click-through per promotion (`stride analytics promotions`). */
export async function readPromotionPerformance(deps: Pick<PersonalisationDeps, 'analyticsEvents'>): Promise<PromotionPerformance[]> {
  const counts = await deps.analyticsEvents.promotionCounts();
  return counts.map((count) => ({ ...count, clickThroughRate: clickThroughRate(count.impressions, count.clicks) }));
}
