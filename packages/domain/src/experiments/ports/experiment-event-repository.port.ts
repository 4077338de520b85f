import type { ExperimentEventBatch } from '../experiment-event-batch.js';

/** What storing a batch did: events kept, and events already kept under the same uuid (a resend). */
export interface RecordedExperimentEvents {
  readonly accepted: number;
  readonly duplicates: number;
}

/** Visitors and conversions of one variation, by the datafile's ids. */
export interface ExperimentVariationCount {
  readonly experimentId: string;
  readonly variationId: string;
  readonly visitors: number;
  /** Visitors of the variation who sent the event at or after their first impression, by event key. */
  readonly conversions: Readonly<Record<string, number>>;
}

/** One stored event as read back (tests and support compare it with the decisions). */
export interface StoredExperimentEvent {
  readonly uuid: string;
  readonly visitorId: string;
  readonly eventKey: string;
  readonly experimentId: string | null;
  readonly variationId: string | null;
}

/** Where the event endpoint keeps what it received. */
export interface ExperimentEventRepository {
  record(batch: ExperimentEventBatch, receivedAt: Date): Promise<RecordedExperimentEvents>;
  countsByVariation(): Promise<readonly ExperimentVariationCount[]>;
  eventsOfVisitors(visitorIds: readonly string[]): Promise<readonly StoredExperimentEvent[]>;
}
