import { err, ok, type Result } from 'neverthrow';
import { datafileSchema, type Datafile } from './datafile.schema.js';
import { sendableExperimentAttributes, parseExperimentEventTags } from './experiment-event-inputs.js';
import { validateExperimentKey, validateExperimentUser } from './experiment-user.js';
import { ExperimentsError } from './experiments.errors.js';

// The vendor's event API batch (Optimizely "logx" v1 events), field for field, so the real log endpoint can take
// what the storefront sends. Impressions are the "campaign_activated" event with one decision; conversions carry
// the tracked event's id and key, their tags, revenue and value.

/** The key of the impression event the vendor counts a visitor in a variation by. */
export const EXPERIMENT_IMPRESSION_EVENT_KEY = 'campaign_activated';
/** The client name sent with every batch. */
export const EXPERIMENT_EVENT_CLIENT_NAME = 'stride-storefront';
/** Attributes whose key starts with this are the vendor's own and are sent even when the datafile does not list them. */
const RESERVED_ATTRIBUTE_PREFIX = '$opt_';

export interface ExperimentEventAttribute {
  readonly entity_id: string;
  readonly key: string;
  readonly type: 'custom';
  readonly value: string | number | boolean;
}

export interface ExperimentEventDecision {
  readonly campaign_id: string;
  readonly experiment_id: string;
  readonly variation_id: string;
}

export interface ExperimentSnapshotEvent {
  readonly entity_id: string;
  readonly key: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  readonly uuid: string;
  readonly tags?: Readonly<Record<string, unknown>>;
  readonly revenue?: number;
  readonly value?: number;
}

export interface ExperimentSnapshot {
  readonly decisions?: readonly ExperimentEventDecision[];
  readonly events: readonly ExperimentSnapshotEvent[];
}

export interface ExperimentEventVisitor {
  readonly visitor_id: string;
  readonly attributes: readonly ExperimentEventAttribute[];
  readonly snapshots: readonly ExperimentSnapshot[];
}

/** Where a batch's visitors were decided: the datafile's account, project and revision. */
export interface ExperimentEventContext {
  readonly account_id: string;
  readonly project_id: string;
  readonly revision: string;
  readonly anonymize_ip: boolean;
}

/** One batch as the event API takes it. */
export interface ExperimentEventBatch extends ExperimentEventContext {
  readonly enrich_decisions: boolean;
  readonly client_name: string;
  readonly client_version: string;
  readonly visitors: readonly ExperimentEventVisitor[];
}

/** When and under which id an event happened: the caller's clock and random ids, never the domain's. */
export interface ExperimentEventStamp {
  readonly timestamp: number;
  readonly uuid: string;
}

function parsedDatafile(datafile: unknown): Result<Datafile, ExperimentsError> {
  const raw = typeof datafile === 'string' ? safeJson(datafile) : datafile;
  const parsed = datafileSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(new ExperimentsError('EXP_DATAFILE_INVALID', 'The datafile is not a version 2 to 4 datafile.'));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The account, project and revision a datafile's events are sent under. */
export function experimentEventContext(datafile: unknown): Result<ExperimentEventContext, ExperimentsError> {
  return parsedDatafile(datafile).map((data) => ({
    account_id: data.accountId ?? '',
    project_id: data.projectId ?? '',
    revision: data.revision ?? '',
    anonymize_ip: data.anonymizeIP ?? true,
  }));
}

/**
 * The visitor's attributes as the event API takes them: only sendable values (string, boolean, safe integer), only
 * attributes the datafile lists (by their id) or the vendor's reserved `$opt_` ones.
 */
export function experimentEventAttributes(data: Datafile, attributes: Readonly<Record<string, unknown>>): ExperimentEventAttribute[] {
  const ids = new Map(data.attributes.map((attribute) => [attribute.key, attribute.id]));
  return Object.entries(sendableExperimentAttributes(attributes)).flatMap(([key, value]) => {
    const entityId = ids.get(key) ?? (key.startsWith(RESERVED_ATTRIBUTE_PREFIX) ? key : undefined);
    return entityId === undefined ? [] : [{ entity_id: entityId, key, type: 'custom' as const, value }];
  });
}

/**
 * The impression of a decision: one visitor with the rule's campaign (layer), experiment and variation ids and the
 * campaign_activated event. An unknown rule or variation is an error value (nothing to report).
 * @example impressionVisitor(datafile, { ruleKey: 'home-spotlight-test', variationKey: 'trail-first' }, { id: 'v1' }, stamp)
 */
export function impressionVisitor(
  datafile: unknown,
  decision: { readonly ruleKey: string; readonly variationKey: string },
  user: { readonly id: string; readonly attributes?: Readonly<Record<string, unknown>> },
  stamp: ExperimentEventStamp,
): Result<ExperimentEventVisitor, ExperimentsError> {
  return validateExperimentUser(user).andThen((validUser) =>
    parsedDatafile(datafile).andThen((data) => {
      const rules = [...data.experiments, ...data.groups.flatMap((group) => group.experiments), ...data.rollouts.flatMap((rollout) => rollout.experiments)];
      const rule = rules.find((candidate) => candidate.key === decision.ruleKey);
      const variation = rule?.variations.find((candidate) => candidate.key === decision.variationKey);
      if (rule === undefined || variation === undefined) {
        return err(new ExperimentsError('EXP_INPUT_INVALID', `No variation ${decision.variationKey} in rule ${decision.ruleKey}.`));
      }
      const campaignId = rule.layerId ?? rule.id;
      return ok({
        visitor_id: validUser.id,
        attributes: experimentEventAttributes(data, validUser.attributes ?? {}),
        snapshots: [
          {
            decisions: [{ campaign_id: campaignId, experiment_id: rule.id, variation_id: variation.id }],
            events: [{ entity_id: campaignId, key: EXPERIMENT_IMPRESSION_EVENT_KEY, timestamp: stamp.timestamp, uuid: stamp.uuid }],
          },
        ],
      });
    }),
  );
}

/**
 * A conversion: the tracked event (it must be one of the datafile's events) with its tags, the revenue tag read as
 * an integer and the value tag as a float (non-finite dropped). The vendor enriches it with the visitor's decisions.
 * @example conversionVisitor(datafile, 'add_to_cart', { id: 'v1' }, { revenue: 12999 }, stamp)
 */
export function conversionVisitor(
  datafile: unknown,
  eventKey: string,
  user: { readonly id: string; readonly attributes?: Readonly<Record<string, unknown>> },
  tags: unknown,
  stamp: ExperimentEventStamp,
): Result<ExperimentEventVisitor, ExperimentsError> {
  return validateExperimentKey(eventKey, 'event key').andThen(() =>
    validateExperimentUser(user).andThen((validUser) =>
      parseExperimentEventTags(tags).andThen((parsedTags) =>
        parsedDatafile(datafile).andThen((data) => {
          const event = data.events.find((candidate) => candidate.key === eventKey);
          if (event === undefined) return err(new ExperimentsError('EXP_INPUT_INVALID', `The datafile tracks no event ${eventKey}.`));
          const hasTags = Object.keys(parsedTags.tags).length > 0;
          return ok({
            visitor_id: validUser.id,
            attributes: experimentEventAttributes(data, validUser.attributes ?? {}),
            snapshots: [
              {
                events: [
                  {
                    entity_id: event.id,
                    key: event.key,
                    timestamp: stamp.timestamp,
                    uuid: stamp.uuid,
                    ...(hasTags ? { tags: parsedTags.tags } : {}),
                    ...(parsedTags.revenue === undefined ? {} : { revenue: parsedTags.revenue }),
                    ...(parsedTags.value === undefined ? {} : { value: parsedTags.value }),
                  },
                ],
              },
            ],
          });
        }),
      ),
    ),
  );
}

/** A batch of visitors decided under one datafile, as the event API takes it. */
export function experimentEventBatch(
  context: ExperimentEventContext,
  visitors: readonly ExperimentEventVisitor[],
  clientVersion: string,
): ExperimentEventBatch {
  return { ...context, enrich_decisions: true, client_name: EXPERIMENT_EVENT_CLIENT_NAME, client_version: clientVersion, visitors };
}
