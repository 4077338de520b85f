export {
  createExperimentEventDispatcher,
  type DispatcherTimers,
  type ExperimentEventDispatcher,
  type ExperimentEventDispatcherDeps,
} from './experiment-event-dispatcher.js';
export {
  createExperimentClient,
  forcedDecisionsFromTestContext,
  type ExperimentClient,
  type ExperimentClientDeps,
  type ExperimentDecision,
  type ExperimentUserInput,
} from './experiment-client.js';
