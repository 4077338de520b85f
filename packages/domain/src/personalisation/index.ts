// Public API of the personalisation context: analytics events, recommendations and event sign-up.
export {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_TEXT_MAX_LENGTH,
  ANALYTICS_URL_MAX_LENGTH,
  clickThroughRate,
  type AnalyticsEvent,
  type AnalyticsEventType,
  type PromotionPerformance,
  type PromotionTracking,
} from './analytics-events.js';
export { RECOMMENDATION_DEFAULT_ITEMS, RECOMMENDATION_MAX_ITEMS, rankRecommendations, type RecommendationCandidate } from './recommendations.js';
export { splitAttendingDays, type EventRegistration, type EventRegistrationRepository } from './event-registration.js';
export type { AnalyticsEventRepository, PromotionCounts } from './ports/analytics-event-repository.port.js';
export type { RecommendationSource, RecommendedProduct } from './ports/recommendation-source.port.js';
