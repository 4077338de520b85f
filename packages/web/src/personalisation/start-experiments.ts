import { experimentEndpointsFromPage, type ExperimentEndpoints } from './experiment-endpoints.js';
import { handleExperimentRequests } from './experiment-store.js';
import type { startExperimentRuntime } from './experiment-runtime.js';
import type { ExperimentConversion } from './track-experiment-event.js';

type ExperimentRuntime = ReturnType<typeof startExperimentRuntime>;

let started = false;

/**
 * Starts the experiment client on demand, once per page load (personalisation and a page's first need may both ask):
 * the client (datafile schema, bucketing, event batches: most of its chunk's weight) is its own chunk, loaded when a
 * block asks for a decision or a conversion is reported. A page that does neither never downloads it.
 */
export function startExperiments(): void {
  if (started) return;
  started = true;
  const endpoints = experimentEndpointsFromPage();
  if (endpoints !== null) startExperimentsOnDemand(endpoints);
}

function startExperimentsOnDemand(endpoints: ExperimentEndpoints): void {
  let runtime: Promise<ExperimentRuntime> | null = null;
  const running = () => (runtime ??= import('./experiment-runtime.js').then(({ startExperimentRuntime }) => startExperimentRuntime(endpoints)));
  // The runtime takes over the requests when it starts, deciding those already asked first.
  handleExperimentRequests(() => void running());
  const track = ([eventKey, tags]: ExperimentConversion) => void running().then((experiments) => experiments.track(eventKey, tags));
  // Conversions reported before this ran, then every later one (track-experiment-event.ts).
  const waiting = Array.isArray(window.strideExperimentEvents) ? (window.strideExperimentEvents as ExperimentConversion[]) : [];
  waiting.forEach(track);
  window.strideExperimentEvents = { push: track };
}
