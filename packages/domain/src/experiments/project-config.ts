import { err, ok, type Result } from 'neverthrow';
import {
  datafileSchema,
  type DatafileExperiment,
  type DatafileFeatureFlag,
  type DatafileGroup,
  type DatafileRollout,
  type DatafileVariation,
} from './datafile.schema.js';
import { ExperimentsError } from './experiments.errors.js';

/** An experiment or delivery rule, with the group it sits in and whether it belongs to a rollout. */
export interface ExperimentRule extends DatafileExperiment {
  readonly groupId?: string;
  readonly isRollout: boolean;
}

/** An audience with its condition tree already decoded. */
export interface ExperimentAudience {
  readonly id: string;
  readonly conditions: unknown;
}

/** Lookup tables built once from a datafile, mirroring the SDK's project config. */
export interface ExperimentProjectConfig {
  readonly experimentKeyMap: Readonly<Record<string, ExperimentRule>>;
  readonly experimentIdMap: Readonly<Record<string, ExperimentRule>>;
  readonly groupIdMap: Readonly<Record<string, DatafileGroup>>;
  readonly variationIdMap: Readonly<Record<string, DatafileVariation>>;
  readonly audiencesById: Readonly<Record<string, ExperimentAudience>>;
  readonly featureKeyMap: Readonly<Record<string, DatafileFeatureFlag>>;
  readonly rolloutIdMap: Readonly<Record<string, DatafileRollout>>;
}

// A plain keyed object (not a Map) on purpose: the SDK uses objects, whose key order (integer-like keys first)
// decides the order experiments are flattened in, and a later duplicate id or key wins.
function keyBy<T>(items: readonly T[], keyOf: (item: T) => string): Record<string, T> {
  const table = Object.create(null) as Record<string, T>;
  for (const item of items) table[keyOf(item)] = item;
  return table;
}

function decodeAudiences(audiences: readonly { id: string; conditions: string }[]): Result<ExperimentAudience[], ExperimentsError> {
  const decoded: ExperimentAudience[] = [];
  for (const audience of audiences) {
    try {
      decoded.push({ id: audience.id, conditions: JSON.parse(audience.conditions) as unknown });
    } catch {
      return err(new ExperimentsError('EXP_DATAFILE_INVALID', `Audience ${audience.id} has conditions that are not JSON.`));
    }
  }
  return ok(decoded);
}

function flattenRules(groupIdMap: Record<string, DatafileGroup>, rolloutIdMap: Record<string, DatafileRollout>, top: DatafileExperiment[]): ExperimentRule[] {
  const rules: ExperimentRule[] = top.map((experiment) => ({ ...experiment, isRollout: false }));
  for (const groupId of Object.keys(groupIdMap)) {
    for (const experiment of groupIdMap[groupId]?.experiments ?? []) rules.push({ ...experiment, groupId, isRollout: false });
  }
  for (const rollout of Object.values(rolloutIdMap)) {
    for (const experiment of rollout.experiments) rules.push({ ...experiment, isRollout: true });
  }
  return rules;
}

/**
 * Parses an Optimizely datafile (object or JSON string) into lookup tables; a malformed datafile is an error value.
 */
export function buildExperimentProjectConfig(datafile: unknown): Result<ExperimentProjectConfig, ExperimentsError> {
  let raw = datafile;
  if (typeof datafile === 'string') {
    try {
      raw = JSON.parse(datafile) as unknown;
    } catch {
      return err(new ExperimentsError('EXP_DATAFILE_INVALID', 'The datafile is not JSON.'));
    }
  }
  const parsed = datafileSchema.safeParse(raw);
  if (!parsed.success) return err(new ExperimentsError('EXP_DATAFILE_INVALID', parsed.error.message));
  const data = parsed.data;
  return decodeAudiences(data.audiences).map((audiences) => {
    const groupIdMap = keyBy(data.groups, (group) => group.id);
    const rolloutIdMap = keyBy(data.rollouts, (rollout) => rollout.id);
    const rules = flattenRules(groupIdMap, rolloutIdMap, data.experiments);
    // Typed audiences take precedence over legacy audiences with the same id, as in the SDK.
    const audiencesById = keyBy([...audiences, ...data.typedAudiences], (audience) => audience.id);
    return {
      experimentKeyMap: keyBy(rules, (rule) => rule.key),
      experimentIdMap: keyBy(rules, (rule) => rule.id),
      groupIdMap,
      variationIdMap: keyBy(
        rules.flatMap((rule) => rule.variations),
        (variation) => variation.id,
      ),
      audiencesById,
      featureKeyMap: keyBy(data.featureFlags, (flag) => flag.key),
      rolloutIdMap,
    };
  });
}
