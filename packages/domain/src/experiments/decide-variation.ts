import { validateExperimentKey, validateExperimentUser } from './experiment-user.js';
import { buildExperimentProjectConfig } from './project-config.js';
import { resolveExperimentVariation } from './resolve-experiment-variation.js';

/**
 * The variation key the Optimizely SDK's getVariation gives a user for an experiment of a datafile, or null
 * (invalid datafile or input, unknown or rollout experiment, not running, not in audience, not bucketed).
 * @example decideVariation(datafile, 'pdp_size_guide', { id: 'user-1', attributes: { country: 'US' } }) // 'treatment'
 */
export function decideVariation(datafile: unknown, experimentKey: string, user: { id: string; attributes?: Record<string, unknown> }): string | null {
  const inputs = validateExperimentKey(experimentKey, 'experiment key').andThen((key) =>
    validateExperimentUser(user).andThen((validUser) => buildExperimentProjectConfig(datafile).map((config) => ({ key, validUser, config }))),
  );
  if (inputs.isErr()) return null;
  const { key, validUser, config } = inputs.value;
  const rule = config.experimentKeyMap[key];
  if (rule === undefined || rule.isRollout) return null;
  return resolveExperimentVariation(config, rule, validUser);
}
