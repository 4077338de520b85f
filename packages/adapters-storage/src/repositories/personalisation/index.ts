// PostgreSQL adapters of experiments and personalisation: datafiles, experiment events, analytics, recommendations, event sign-up.
export { PgExperimentDatafileRepository } from './pg-experiment-datafile-repository.js';
export { PgExperimentEventRepository } from './pg-experiment-event-repository.js';
export { PgAnalyticsEventRepository } from './pg-analytics-event-repository.js';
export { PgEventRegistrationRepository } from './pg-event-registration-repository.js';
export { PgRecommendationSource } from './pg-recommendation-source.js';
