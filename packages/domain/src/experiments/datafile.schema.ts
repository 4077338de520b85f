import * as z from 'zod/mini';
import { EXPERIMENT_SUPPORTED_DATAFILE_VERSIONS } from './experiments.constants.js';

// The SDK reads datafiles leniently (a missing list is an empty list); the schemas do the same and strip unknown keys.
// zod/mini, not zod: the browser's experiment client parses the datafile, and the mini build's functions tree-shake to
// what these schemas use (the whole of zod cost every page about 24 KB gzip of JavaScript; docs/performance.md).

const trafficAllocationSchema = z.object({
  entityId: z.string(),
  endOfRange: z.number(),
});

const variationSchema = z.object({
  id: z.string(),
  key: z.string(),
  featureEnabled: z.optional(z.boolean()),
});

/** One experiment or delivery rule of an Optimizely datafile (version 4). */
export const datafileExperimentSchema = z.object({
  id: z.string(),
  key: z.string(),
  status: z.string(),
  layerId: z.optional(z.string()),
  variations: z._default(z.array(variationSchema), []),
  trafficAllocation: z._default(z.array(trafficAllocationSchema), []),
  audienceIds: z._default(z.array(z.string()), []),
  // A tree of "and"/"or"/"not" and audience ids; kept as unknown because the evaluator copes with any shape.
  audienceConditions: z.optional(z.unknown()),
  forcedVariations: z._default(z.record(z.string(), z.string()), {}),
});

const groupSchema = z.object({
  id: z.string(),
  policy: z.string(),
  trafficAllocation: z._default(z.array(trafficAllocationSchema), []),
  experiments: z._default(z.array(datafileExperimentSchema), []),
});

const audienceSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  // Legacy audiences carry their condition tree as a JSON string.
  conditions: z.string(),
});

const typedAudienceSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  conditions: z.unknown(),
});

const attributeSchema = z.object({ id: z.string(), key: z.string() });

const featureFlagSchema = z.object({
  id: z.string(),
  key: z.string(),
  rolloutId: z._default(z.string(), ''),
  experimentIds: z._default(z.array(z.string()), []),
});

const eventSchema = z.object({
  id: z.string(),
  key: z.string(),
  experimentIds: z._default(z.array(z.string()), []),
});

const rolloutSchema = z.object({
  id: z.string(),
  experiments: z._default(z.array(datafileExperimentSchema), []),
});

/** An Optimizely project datafile, the parts that decisions need. */
export const datafileSchema = z.object({
  version: z.enum(EXPERIMENT_SUPPORTED_DATAFILE_VERSIONS),
  revision: z.optional(z.string()),
  projectId: z.optional(z.string()),
  accountId: z.optional(z.string()),
  sdkKey: z.optional(z.string()),
  anonymizeIP: z.optional(z.boolean()),
  experiments: z._default(z.array(datafileExperimentSchema), []),
  groups: z._default(z.array(groupSchema), []),
  audiences: z._default(z.array(audienceSchema), []),
  typedAudiences: z._default(z.array(typedAudienceSchema), []),
  attributes: z._default(z.array(attributeSchema), []),
  featureFlags: z._default(z.array(featureFlagSchema), []),
  rollouts: z._default(z.array(rolloutSchema), []),
  /** Conversion events the project tracks: a tracked key must be one of them. */
  events: z._default(z.array(eventSchema), []),
});

export type Datafile = z.infer<typeof datafileSchema>;
export type DatafileExperiment = z.infer<typeof datafileExperimentSchema>;
export type DatafileVariation = z.infer<typeof variationSchema>;
export type DatafileTrafficAllocation = z.infer<typeof trafficAllocationSchema>;
export type DatafileGroup = z.infer<typeof groupSchema>;
export type DatafileFeatureFlag = z.infer<typeof featureFlagSchema>;
export type DatafileRollout = z.infer<typeof rolloutSchema>;
export type DatafileEvent = z.infer<typeof eventSchema>;
