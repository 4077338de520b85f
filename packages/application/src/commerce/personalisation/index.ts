export type { PersonalisationDeps } from './personalisation-deps.js';
export { DATAFILE_NOT_FOUND, datafileEtag, findDatafile, importDatafile } from './experiment-datafiles.js';
export { EVENT_BATCHES_PER_CLIENT_PER_MINUTE, collectorBatchesPerClient, recordExperimentEvents } from './record-experiment-events.js';
export { readExperimentsReport } from './experiments-report.js';
export { readPromotionPerformance, recordAnalyticsEvents } from './analytics.js';
export { decideRecommendations } from './decide-recommendations.js';
export { EVENT_REGISTRATION_REFUSED, EVENT_TERMS_REQUIRED_MESSAGE, registerForEvent } from './register-for-event.js';
