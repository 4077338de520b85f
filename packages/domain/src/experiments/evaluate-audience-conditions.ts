import { evaluateConditionTree, type TriState } from './condition-tree.js';
import { evaluateCustomAttributeCondition, type ExperimentUserAttributes } from './custom-attribute-condition.js';
import type { ExperimentAudience } from './project-config.js';

/** What audience evaluation knows about the user. */
export interface AudienceUserContext {
  readonly attributes: ExperimentUserAttributes;
  /** Segments the user qualifies for (third-party "qualified" conditions); none when absent. */
  readonly qualifiedSegments?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function evaluateLeafCondition(condition: unknown, user: AudienceUserContext): TriState {
  if (!isRecord(condition)) return null;
  if (condition['type'] === 'custom_attribute') return evaluateCustomAttributeCondition(condition, user.attributes);
  if (condition['type'] === 'third_party_dimension') {
    if (condition['match'] !== 'qualified') return null;
    return (user.qualifiedSegments ?? []).includes(String(condition['value']));
  }
  return null;
}

function evaluateAudience(audienceId: unknown, audiencesById: Readonly<Record<string, ExperimentAudience>>, user: AudienceUserContext): TriState {
  if (typeof audienceId !== 'string' && typeof audienceId !== 'number') return null;
  const audience = audiencesById[String(audienceId)];
  if (audience === undefined) return null;
  return evaluateConditionTree<unknown>(audience.conditions, (leaf) => evaluateLeafCondition(leaf, user));
}

function isEmptyConditions(conditions: unknown): boolean {
  if (conditions === undefined || conditions === null) return true;
  return (Array.isArray(conditions) || typeof conditions === 'string') && conditions.length === 0;
}

/**
 * Whether a user passes an experiment's audience conditions (a tree over audience ids, or a plain list of ids
 * which means OR). No conditions lets everyone in; only a true evaluation passes, null (unknown) does not.
 * @example evaluateAudienceConditions(['or', 'a1', 'a2'], audiencesById, { attributes: { country: 'US' } })
 */
export function evaluateAudienceConditions(
  conditions: unknown,
  audiencesById: Readonly<Record<string, ExperimentAudience>>,
  user: AudienceUserContext,
): boolean {
  if (isEmptyConditions(conditions)) return true;
  return evaluateConditionTree<unknown>(conditions, (id) => evaluateAudience(id, audiencesById, user)) === true;
}
