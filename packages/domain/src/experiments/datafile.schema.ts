import { z } from 'zod';
import { EXPERIMENT_SUPPORTED_DATAFILE_VERSIONS } from './experiments.constants.js';

// The SDK reads datafiles leniently (a missing list is an empty list); the schemas do the same and strip unknown keys.

const trafficAllocationSchema = z.object({
  entityId: z.string(),
  endOfRange: z.number(),
});

const variationSchema = z.object({
  id: z.string(),
  key: z.string(),
  featureEnabled: z.boolean().optional(),
});

/** One experiment or delivery rule of an Optimizely datafile (version 4). */
export const datafileExperimentSchema = z.object({
  id: z.string(),
  key: z.string(),
  status: z.string(),
  layerId: z.string().optional(),
  variations: z.array(variationSchema).default([]),
  trafficAllocation: z.array(trafficAllocationSchema).default([]),
  audienceIds: z.array(z.string()).default([]),
  // A tree of "and"/"or"/"not" and audience ids; kept as unknown because the evaluator copes with any shape.
  audienceConditions: z.unknown().optional(),
  forcedVariations: z.record(z.string(), z.string()).default({}),
});

const groupSchema = z.object({
  id: z.string(),
  policy: z.string(),
  trafficAllocation: z.array(trafficAllocationSchema).default([]),
  experiments: z.array(datafileExperimentSchema).default([]),
});

const audienceSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  // Legacy audiences carry their condition tree as a JSON string.
  conditions: z.string(),
});

const typedAudienceSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  conditions: z.unknown(),
});

const attributeSchema = z.object({ id: z.string(), key: z.string() });

const featureFlagSchema = z.object({
  id: z.string(),
  key: z.string(),
  rolloutId: z.string().default(''),
  experimentIds: z.array(z.string()).default([]),
});

const eventSchema = z.object({
  id: z.string(),
  key: z.string(),
  experimentIds: z.array(z.string()).default([]),
});

const rolloutSchema = z.object({
  id: z.string(),
  experiments: z.array(datafileExperimentSchema).default([]),
});

/** An Optimizely project datafile, the parts that decisions need. */
export const datafileSchema = z.object({
  version: z.enum(EXPERIMENT_SUPPORTED_DATAFILE_VERSIONS),
  revision: z.string().optional(),
  projectId: z.string().optional(),
  accountId: z.string().optional(),
  sdkKey: z.string().optional(),
  anonymizeIP: z.boolean().optional(),
  experiments: z.array(datafileExperimentSchema).default([]),
  groups: z.array(groupSchema).default([]),
  audiences: z.array(audienceSchema).default([]),
  typedAudiences: z.array(typedAudienceSchema).default([]),
  attributes: z.array(attributeSchema).default([]),
  featureFlags: z.array(featureFlagSchema).default([]),
  rollouts: z.array(rolloutSchema).default([]),
  /** Conversion events the project tracks: a tracked key must be one of them. */
  events: z.array(eventSchema).default([]),
});

export type Datafile = z.infer<typeof datafileSchema>;
export type DatafileExperiment = z.infer<typeof datafileExperimentSchema>;
export type DatafileVariation = z.infer<typeof variationSchema>;
export type DatafileTrafficAllocation = z.infer<typeof trafficAllocationSchema>;
export type DatafileGroup = z.infer<typeof groupSchema>;
export type DatafileFeatureFlag = z.infer<typeof featureFlagSchema>;
export type DatafileRollout = z.infer<typeof rolloutSchema>;
export type DatafileEvent = z.infer<typeof eventSchema>;
