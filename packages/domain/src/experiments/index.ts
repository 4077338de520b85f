// Public API of the experiments context: Optimizely-compatible bucketing and decisions, and the client input rules.
export { computeBucket } from './compute-bucket.js';
export { decideVariation } from './decide-variation.js';
export { decideFlag, type FlagDecision, type FlagForcedDecision } from './decide-flag.js';
export { murmurHash3X86x32 } from './murmurhash3-x86-32.js';
export { utf8Bytes } from './utf8-bytes.js';
export { evaluateConditionTree, type TriState } from './condition-tree.js';
export { compareSemanticVersions } from './compare-semantic-versions.js';
export { evaluateCustomAttributeCondition, type ExperimentUserAttributes } from './custom-attribute-condition.js';
export { evaluateAudienceConditions, type AudienceUserContext } from './evaluate-audience-conditions.js';
export { bucketIntoRule, findTrafficAllocationEntity } from './bucket-into-rule.js';
export { buildExperimentProjectConfig, type ExperimentAudience, type ExperimentProjectConfig, type ExperimentRule } from './project-config.js';
export {
  datafileSchema,
  datafileExperimentSchema,
  type Datafile,
  type DatafileExperiment,
  type DatafileEvent,
  type DatafileFeatureFlag,
  type DatafileGroup,
  type DatafileRollout,
  type DatafileTrafficAllocation,
  type DatafileVariation,
} from './datafile.schema.js';
export {
  experimentBucketingId,
  validateExperimentAttributes,
  validateExperimentKey,
  validateExperimentUser,
  validateExperimentUserId,
  type ExperimentUser,
} from './experiment-user.js';
export {
  isSendableExperimentAttribute,
  parseExperimentEventTags,
  sendableExperimentAttributes,
  type ExperimentEventAttributeValue,
  type ParsedExperimentEventTags,
} from './experiment-event-inputs.js';
export {
  EXPERIMENT_DECIDE_OPTIONS,
  resolveDefaultDecideOptions,
  resolveExperimentClientOptions,
  type ExperimentClientOptions,
  type ExperimentDecideOption,
} from './experiment-client-options.js';
export { ExperimentsError, type ExperimentsErrorCode } from './experiments.errors.js';
export * from './experiments.constants.js';
export {
  EXPERIMENT_EVENT_CLIENT_NAME,
  EXPERIMENT_IMPRESSION_EVENT_KEY,
  conversionVisitor,
  experimentEventAttributes,
  experimentEventBatch,
  experimentEventContext,
  impressionVisitor,
  type ExperimentEventAttribute,
  type ExperimentEventBatch,
  type ExperimentEventContext,
  type ExperimentEventDecision,
  type ExperimentEventStamp,
  type ExperimentEventVisitor,
  type ExperimentSnapshot,
  type ExperimentSnapshotEvent,
} from './experiment-event-batch.js';
export type { ExperimentDatafileRepository, StoredDatafile } from './ports/experiment-datafile-repository.port.js';
export type {
  ExperimentEventRepository,
  ExperimentVariationCount,
  RecordedExperimentEvents,
  StoredExperimentEvent,
} from './ports/experiment-event-repository.port.js';
export { experimentReport, type ExperimentReportLine } from './experiment-report.js';
