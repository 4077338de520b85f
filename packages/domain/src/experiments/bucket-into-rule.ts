import { computeBucket } from './compute-bucket.js';
import type { DatafileTrafficAllocation, DatafileVariation } from './datafile.schema.js';
import type { ExperimentProjectConfig, ExperimentRule } from './project-config.js';

const RANDOM_GROUP_POLICY = 'random';

/**
 * The entity id of the first traffic range whose endOfRange is above the bucket, or null past the last range.
 * @example findTrafficAllocationEntity(4200, [{ entityId: 'v1', endOfRange: 5000 }]) // 'v1'
 */
export function findTrafficAllocationEntity(bucket: number, allocation: readonly DatafileTrafficAllocation[]): string | null {
  for (const range of allocation) {
    if (bucket < range.endOfRange) return range.entityId;
  }
  return null;
}

function passesExclusionGroup(config: ExperimentProjectConfig, rule: ExperimentRule, bucketingId: string): boolean {
  if (rule.groupId === undefined) return true;
  const group = config.groupIdMap[rule.groupId];
  // The SDK throws on a dangling group id and its getVariation answers null; the same outcome here.
  if (group === undefined) return false;
  if (group.policy !== RANDOM_GROUP_POLICY) return true;
  const chosen = findTrafficAllocationEntity(computeBucket(bucketingId, group.id), group.trafficAllocation);
  return chosen === rule.id;
}

/**
 * Buckets a user into one rule (experiment or delivery rule): the mutually exclusive group first when its policy is
 * "random", then the rule's own traffic allocation; null when the user falls in no range or an unknown variation id.
 */
export function bucketIntoRule(config: ExperimentProjectConfig, rule: ExperimentRule, bucketingId: string): DatafileVariation | null {
  if (!passesExclusionGroup(config, rule, bucketingId)) return null;
  const entityId = findTrafficAllocationEntity(computeBucket(bucketingId, rule.id), rule.trafficAllocation);
  if (entityId === null) return null;
  return config.variationIdMap[entityId] ?? null;
}
