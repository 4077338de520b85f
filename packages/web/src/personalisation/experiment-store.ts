import { needPersonalisation } from './personalisation-demand.js';

// Decisions of the page's experiments, shared between the hook (in the page's chunk) and the experiment runtime
// (a chunk loaded after hydration). Tiny on purpose: it ships with every page that shows an experience block.

/** An experiment's state as a block reads it: still pending, or decided (null variation: show the baseline). */
export type ExperimentDecisionState =
  { readonly status: 'pending'; readonly variationKey: null } | { readonly status: 'decided'; readonly variationKey: string | null };

/** The state before any decision, and the server's. */
export const PENDING_DECISION: ExperimentDecisionState = { status: 'pending', variationKey: null };

const decisions = new Map<string, ExperimentDecisionState>();
const requested = new Set<string>();
const listeners = new Set<() => void>();
let onRequest: ((experimentKey: string) => void) | null = null;

/** Asks for a decision (the runtime decides it when it runs, or right away when it already does). */
export function requestExperiment(experimentKey: string): void {
  if (requested.has(experimentKey)) return;
  requested.add(experimentKey);
  if (onRequest === null) needPersonalisation();
  else onRequest(experimentKey);
}

/** The current state of an experiment (the same object until it changes, as useSyncExternalStore needs). */
export function experimentDecision(experimentKey: string): ExperimentDecisionState {
  return decisions.get(experimentKey) ?? PENDING_DECISION;
}

/** Publishes a decision to every block showing the experiment. */
export function publishDecision(experimentKey: string, variationKey: string | null): void {
  const current = decisions.get(experimentKey);
  if (current?.status === 'decided' && current.variationKey === variationKey) return;
  decisions.set(experimentKey, { status: 'decided', variationKey });
  for (const listener of listeners) listener();
}

/** Subscribes to decisions; answers the unsubscribe. */
export function subscribeDecisions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The runtime's hook: told of every experiment asked for, those already asked first. */
export function handleExperimentRequests(handler: (experimentKey: string) => void): void {
  onRequest = handler;
  for (const key of requested) handler(key);
}

/** The experiments asked for on this page so far. */
export function requestedExperiments(): readonly string[] {
  return [...requested];
}
