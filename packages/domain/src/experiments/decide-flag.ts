import { bucketIntoRule } from './bucket-into-rule.js';
import type { DatafileFeatureFlag, DatafileVariation } from './datafile.schema.js';
import { experimentBucketingId, validateExperimentKey, validateExperimentUser, type ExperimentUser } from './experiment-user.js';
import type { ExperimentProjectConfig, ExperimentRule } from './project-config.js';
import { buildExperimentProjectConfig } from './project-config.js';
import { resolveExperimentVariation, userPassesRuleAudience } from './resolve-experiment-variation.js';

/** A forced decision set on a user: for the whole flag (no ruleKey) or for one of its rules. */
export interface FlagForcedDecision {
  readonly flagKey: string;
  readonly ruleKey?: string;
  readonly variationKey: string;
}

/** The outcome of deciding a flag for a user. */
export interface FlagDecision {
  readonly flagKey: string;
  readonly variationKey: string | null;
  readonly enabled: boolean;
  readonly ruleKey: string | null;
  readonly source: 'feature-test' | 'rollout' | null;
  readonly forced: boolean;
}

interface FlagContext {
  readonly config: ExperimentProjectConfig;
  readonly flag: DatafileFeatureFlag;
  readonly user: ExperimentUser;
  readonly forcedDecisions: readonly FlagForcedDecision[];
}

type RuleHit = { variation: DatafileVariation; rule: ExperimentRule | null; source: 'feature-test' | 'rollout'; forced: boolean };

function flagRules(ctx: Pick<FlagContext, 'config' | 'flag'>): ExperimentRule[] {
  const experiments = ctx.flag.experimentIds.flatMap((id) => ctx.config.experimentIdMap[id] ?? []);
  const rollout = ctx.config.rolloutIdMap[ctx.flag.rolloutId];
  return [...experiments, ...(rollout?.experiments ?? []).map((rule) => ({ ...rule, isRollout: true }))];
}

// The SDK validates a forced variation key against every variation used by the flag's rules.
function forcedVariation(ctx: FlagContext, ruleKey: string | undefined): DatafileVariation | null {
  const forced = ctx.forcedDecisions.find((d) => d.flagKey === ctx.flag.key && d.ruleKey === ruleKey);
  if (forced === undefined) return null;
  const variations = flagRules(ctx).flatMap((rule) => rule.variations);
  return variations.find((variation) => variation.key === forced.variationKey) ?? null;
}

function decideExperimentRules(ctx: FlagContext): RuleHit | null {
  for (const id of ctx.flag.experimentIds) {
    const rule = ctx.config.experimentIdMap[id];
    if (rule === undefined) continue;
    const forced = forcedVariation(ctx, rule.key);
    if (forced !== null) return { variation: forced, rule, source: 'feature-test', forced: true };
    const key = resolveExperimentVariation(ctx.config, rule, ctx.user);
    if (key === null) continue;
    const variation =
      rule.variations.find((v) => v.key === key) ??
      flagRules(ctx)
        .flatMap((r) => r.variations)
        .find((v) => v.key === key);
    if (variation !== undefined) return { variation, rule, source: 'feature-test', forced: false };
  }
  return null;
}

function decideRolloutRules(ctx: FlagContext): RuleHit | null {
  const rules = ctx.config.rolloutIdMap[ctx.flag.rolloutId]?.experiments ?? [];
  let index = 0;
  while (index < rules.length) {
    const rule: ExperimentRule = { ...(rules[index] as ExperimentRule), isRollout: true };
    const forced = forcedVariation(ctx, rule.key);
    if (forced !== null) return { variation: forced, rule, source: 'rollout', forced: true };
    const isEveryoneElse = index === rules.length - 1;
    if (userPassesRuleAudience(ctx.config, rule, ctx.user)) {
      const variation = bucketIntoRule(ctx.config, rule, experimentBucketingId(ctx.user));
      if (variation !== null) return { variation, rule, source: 'rollout', forced: false };
      // In the audience but outside the traffic: skip the remaining targeted rules, go to "everyone else".
      if (!isEveryoneElse) {
        index = rules.length - 1;
        continue;
      }
    }
    index += 1;
  }
  return null;
}

function toDecision(flagKey: string, hit: RuleHit | null): FlagDecision {
  return {
    flagKey,
    variationKey: hit?.variation.key ?? null,
    enabled: hit?.variation.featureEnabled === true,
    ruleKey: hit?.rule?.key ?? null,
    source: hit?.source ?? null,
    forced: hit?.forced ?? false,
  };
}

/**
 * Decides a feature flag as the SDK's decide does: a flag-level forced decision, then each experiment rule
 * (forced decision, status, whitelist, audience, bucketing), then the rollout's delivery rules (forced decision,
 * audience, bucketing) falling through to the last "everyone else" rule. Null for an invalid datafile, input or flag.
 */
export function decideFlag(
  datafile: unknown,
  flagKey: string,
  user: { id: string; attributes?: Record<string, unknown> },
  forcedDecisions: readonly FlagForcedDecision[] = [],
): FlagDecision | null {
  const inputs = validateExperimentKey(flagKey, 'flag key').andThen(() =>
    validateExperimentUser(user).andThen((validUser) => buildExperimentProjectConfig(datafile).map((config) => ({ validUser, config }))),
  );
  if (inputs.isErr()) return null;
  const flag = inputs.value.config.featureKeyMap[flagKey];
  if (flag === undefined) return null;
  const ctx: FlagContext = { config: inputs.value.config, flag, user: inputs.value.validUser, forcedDecisions };
  const flagForced = forcedVariation(ctx, undefined);
  if (flagForced !== null) return toDecision(flagKey, { variation: flagForced, rule: null, source: 'feature-test', forced: true });
  return toDecision(flagKey, decideExperimentRules(ctx) ?? decideRolloutRules(ctx));
}
