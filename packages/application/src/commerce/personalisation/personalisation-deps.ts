import type { ExperimentDatafileRepository, ExperimentEventRepository } from '@stride/domain/experiments';
import type { ConsumerProfileRepository } from '@stride/domain/identity';
import type { AnalyticsEventRepository, EventRegistrationRepository, RecommendationSource } from '@stride/domain/personalisation';
import type { Throttle } from '@stride/domain/security';

/** The ports of experiments, analytics, recommendations and event sign-up. */
export interface PersonalisationDeps {
  readonly datafiles: ExperimentDatafileRepository;
  readonly experimentEvents: ExperimentEventRepository;
  readonly analyticsEvents: AnalyticsEventRepository;
  readonly recommendations: RecommendationSource;
  readonly registrations: EventRegistrationRepository;
  readonly profiles: ConsumerProfileRepository;
  readonly throttle: Throttle;
  readonly now: () => Date;
  /** The SDK key whose datafile the storefront uses (`GET /fapi/experiments/datafile`). */
  readonly sdkKey: string;
  /** The brand the recommendation engine answers for (`/api/engine/v1/decide/{brand}`). */
  readonly brand: string;
}
