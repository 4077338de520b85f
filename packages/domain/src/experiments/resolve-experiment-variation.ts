import { bucketIntoRule } from './bucket-into-rule.js';
import type { DatafileVariation } from './datafile.schema.js';
import { evaluateAudienceConditions } from './evaluate-audience-conditions.js';
import { experimentBucketingId, type ExperimentUser } from './experiment-user.js';
import { EXPERIMENT_RUNNING_STATUS } from './experiments.constants.js';
import type { ExperimentProjectConfig, ExperimentRule } from './project-config.js';

function whitelistedVariation(rule: ExperimentRule, userId: string): DatafileVariation | null {
  if (!Object.prototype.hasOwnProperty.call(rule.forcedVariations, userId)) return null;
  const key = rule.forcedVariations[userId];
  // A whitelisted key missing from the experiment is ignored and the user is targeted and bucketed normally.
  return rule.variations.find((variation) => variation.key === key) ?? null;
}

/**
 * Whether the user passes a rule's audience: audienceConditions when present, otherwise audienceIds (OR).
 */
export function userPassesRuleAudience(config: ExperimentProjectConfig, rule: ExperimentRule, user: ExperimentUser): boolean {
  const conditions = rule.audienceConditions ?? rule.audienceIds;
  const context = { attributes: user.attributes ?? {}, ...(user.qualifiedSegments ? { qualifiedSegments: user.qualifiedSegments } : {}) };
  return evaluateAudienceConditions(conditions, config.audiencesById, context);
}

/**
 * The SDK's decision for one experiment rule, in its order: running status, whitelist, audience, bucketing.
 * Returns the variation key or null.
 */
export function resolveExperimentVariation(config: ExperimentProjectConfig, rule: ExperimentRule, user: ExperimentUser): string | null {
  if (rule.status !== EXPERIMENT_RUNNING_STATUS) return null;
  const whitelisted = whitelistedVariation(rule, user.id);
  if (whitelisted !== null) return whitelisted.key;
  if (!userPassesRuleAudience(config, rule, user)) return null;
  return bucketIntoRule(config, rule, experimentBucketingId(user))?.key ?? null;
}
