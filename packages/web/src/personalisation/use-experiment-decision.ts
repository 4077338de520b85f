import { useEffect, useSyncExternalStore } from 'react';
import { experimentDecision, PENDING_DECISION, requestExperiment, subscribeDecisions, type ExperimentDecisionState } from './experiment-store.js';

export type { ExperimentDecisionState } from './experiment-store.js';

/**
 * The decision of an experiment (a flag key of the datafile, the experience block's experienceId) for this
 * visitor: `pending` on the server and until the experiment client has decided, then `decided` with the variation
 * key, or null for the baseline (no targeting consent, no rule, datafile not ready within 30 s).
 * @example const { status, variationKey } = useExperimentDecision('home-spotlight');
 */
export function useExperimentDecision(experimentKey: string): ExperimentDecisionState {
  useEffect(() => requestExperiment(experimentKey), [experimentKey]);
  return useSyncExternalStore(
    subscribeDecisions,
    () => experimentDecision(experimentKey),
    () => PENDING_DECISION,
  );
}
