import {
  EXPERIMENT_EVENT_BATCH_SIZE,
  EXPERIMENT_EVENT_FLUSH_INTERVAL_MS,
  EXPERIMENT_EVENT_MAX_QUEUE_SIZE,
  EXPERIMENT_ON_READY_TIMEOUT_MS,
} from './experiments.constants.js';

/** Decide options the experiment client understands. */
export const EXPERIMENT_DECIDE_OPTIONS = [
  'DISABLE_DECISION_EVENT',
  'ENABLED_FLAGS_ONLY',
  'IGNORE_USER_PROFILE_SERVICE',
  'INCLUDE_REASONS',
  'EXCLUDE_VARIABLES',
] as const;

export type ExperimentDecideOption = (typeof EXPERIMENT_DECIDE_OPTIONS)[number];

/** The experiment client's settings after defaults are applied. */
export interface ExperimentClientOptions {
  readonly eventBatchSize: number;
  readonly eventFlushIntervalMs: number;
  readonly eventMaxQueueSize: number;
  readonly onReadyTimeoutMs: number;
  readonly defaultDecideOptions: readonly ExperimentDecideOption[];
}

function positiveIntegerOr(raw: unknown, fallback: number): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return fallback;
  const floored = Math.floor(raw);
  return floored >= 1 ? floored : fallback;
}

function positiveNumberOr(raw: unknown, fallback: number): number {
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : fallback;
}

/**
 * Default decide options are ignored unless they are an array; unknown names in the array are dropped.
 */
export function resolveDefaultDecideOptions(raw: unknown): ExperimentDecideOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((option): option is ExperimentDecideOption => (EXPERIMENT_DECIDE_OPTIONS as readonly unknown[]).includes(option));
}

/**
 * Applies the spec's defaults: batch size 10 and flush interval 1000 ms when invalid, max queue 10000, onReady 30000 ms.
 * Batch size and queue size are floored; a value below 1 (or a flush interval at or below 0) is invalid.
 * @example resolveExperimentClientOptions({ eventBatchSize: 0 }).eventBatchSize // 10
 */
export function resolveExperimentClientOptions(raw: {
  eventBatchSize?: unknown;
  eventFlushIntervalMs?: unknown;
  eventMaxQueueSize?: unknown;
  onReadyTimeoutMs?: unknown;
  defaultDecideOptions?: unknown;
}): ExperimentClientOptions {
  return {
    eventBatchSize: positiveIntegerOr(raw.eventBatchSize, EXPERIMENT_EVENT_BATCH_SIZE),
    eventFlushIntervalMs: positiveNumberOr(raw.eventFlushIntervalMs, EXPERIMENT_EVENT_FLUSH_INTERVAL_MS),
    eventMaxQueueSize: positiveIntegerOr(raw.eventMaxQueueSize, EXPERIMENT_EVENT_MAX_QUEUE_SIZE),
    onReadyTimeoutMs: positiveNumberOr(raw.onReadyTimeoutMs, EXPERIMENT_ON_READY_TIMEOUT_MS),
    defaultDecideOptions: resolveDefaultDecideOptions(raw.defaultDecideOptions),
  };
}
