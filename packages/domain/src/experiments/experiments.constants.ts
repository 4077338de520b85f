/** Seed of the experiment bucketer's MurmurHash3, as in the Optimizely SDK. */
export const EXPERIMENT_BUCKET_HASH_SEED = 1;
/** Buckets run 0..9999: a traffic allocation's endOfRange is out of this many. */
export const EXPERIMENT_MAX_TRAFFIC_VALUE = 10000;
/** 2^32: the hash is divided by this to get a ratio in [0, 1). */
export const EXPERIMENT_MAX_HASH_VALUE = 2 ** 32;
/** Reserved attribute whose string value replaces the user id for bucketing. */
export const EXPERIMENT_BUCKETING_ID_ATTRIBUTE = '$opt_bucketing_id';
/** Only experiments with this status are evaluated. */
export const EXPERIMENT_RUNNING_STATUS = 'Running';
/** Spec content section 9: the experiment client's onReady timeout. */
export const EXPERIMENT_ON_READY_TIMEOUT_MS = 30000;
/** Spec content section 9: events sent per batch. */
export const EXPERIMENT_EVENT_BATCH_SIZE = 10;
/** Spec content section 9: how often queued events are flushed. */
export const EXPERIMENT_EVENT_FLUSH_INTERVAL_MS = 1000;
/** Spec content section 9: most events kept waiting. */
export const EXPERIMENT_EVENT_MAX_QUEUE_SIZE = 10000;
/** Datafile versions the decision functions understand (the SDK accepts 2, 3 and 4). */
export const EXPERIMENT_SUPPORTED_DATAFILE_VERSIONS = ['2', '3', '4'] as const;
