import type { StrideError } from '@stride/domain/errors';
import type { ExperimentEventBatch, RecordedExperimentEvents } from '@stride/domain/experiments';
import { rateLimitedError, type ThrottleLimit } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import type { PersonalisationDeps } from './personalisation-deps.js';

/** Event batches one client may send a minute (a page sends one every second at most while busy). */
export const EVENT_BATCHES_PER_CLIENT_PER_MINUTE = 300;

/** The collectors' limit for one client address: shared by every replica (the database counts). */
export const collectorBatchesPerClient = (collector: string, client: string): ThrottleLimit => ({
  key: `${collector}:client:${client}`,
  maxHits: EVENT_BATCHES_PER_CLIENT_PER_MINUTE,
  windowMs: 60_000,
  client,
});

/** Counts a batch against the client's limit; API429 when it is spent. */
export async function collectorRefusal(deps: Pick<PersonalisationDeps, 'throttle' | 'now'>, limit: ThrottleLimit): Promise<StrideError | undefined> {
  const verdict = await deps.throttle.check([limit], deps.now());
  if (verdict.blocked) return rateLimitedError(verdict.retryAfterMs);
  await deps.throttle.hit([limit], deps.now());
  return undefined;
}

/**
 * `POST /fapi/experiments/v1/events`: stores a batch in the vendor's format (impressions with their decision,
 * conversions with their metrics); a resent event (same uuid) is not counted twice.
 */
export async function recordExperimentEvents(
  deps: Pick<PersonalisationDeps, 'experimentEvents' | 'throttle' | 'now'>,
  batch: ExperimentEventBatch,
  clientAddress: string,
): Promise<Result<RecordedExperimentEvents, StrideError>> {
  const refused = await collectorRefusal(deps, collectorBatchesPerClient('experiment-events', clientAddress));
  if (refused !== undefined) return err(refused);
  return ok(await deps.experimentEvents.record(batch, deps.now()));
}
