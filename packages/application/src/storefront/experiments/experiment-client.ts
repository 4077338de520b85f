import { parseP13nTestContext } from '@stride/domain/content';
import {
  conversionVisitor,
  decideFlag,
  experimentEventContext,
  impressionVisitor,
  validateExperimentAttributes,
  validateExperimentKey,
  validateExperimentUserId,
  type ExperimentEventContext,
  type ExperimentEventStamp,
  type FlagForcedDecision,
} from '@stride/domain/experiments';
import type { ExperimentEventDispatcher } from './experiment-event-dispatcher.js';

/** What the storefront shows for an experiment: its variation key, or null (baseline: no rule gave one). */
export interface ExperimentDecision {
  readonly flagKey: string;
  readonly variationKey: string | null;
  readonly ruleKey: string | null;
}

export interface ExperimentClientDeps {
  readonly datafile: unknown;
  readonly dispatcher: ExperimentEventDispatcher;
  /** Time and ids for events come from outside (the browser's clock and crypto.randomUUID). */
  readonly stamp: () => ExperimentEventStamp;
  /** Experiment library errors are only logged (spec content section 8). */
  readonly onError?: (message: string) => void;
}

export interface ExperimentUserInput {
  readonly id: unknown;
  readonly attributes?: unknown;
}

export interface ExperimentClient {
  /**
   * Decides a flag for a visitor (forced by the test context, then audience, bucketing, everyone else) and queues
   * its impression once per visitor, flag and variation; null when the inputs or the datafile are invalid.
   */
  decide(flagKey: string, user: ExperimentUserInput, forced?: readonly FlagForcedDecision[]): ExperimentDecision | null;
  /** Queues a conversion of a datafile event for a visitor; false when it cannot be sent (logged). */
  track(eventKey: string, user: ExperimentUserInput, tags?: unknown): boolean;
}

/**
 * Forced decisions from the `p13n_testcontext` value (query or cookie): each forced variant forces the flag named
 * by its experienceId. A value that does not parse forces nothing (logged).
 * @example forcedDecisionsFromTestContext('{"forcedVariants":[{"experienceId":"home-spotlight","variantId":"trail-first"}]}')
 */
export function forcedDecisionsFromTestContext(raw: string | null | undefined, onError?: (message: string) => void): FlagForcedDecision[] {
  const parsed = parseP13nTestContext(raw);
  if (parsed.isErr()) {
    onError?.(parsed.error.message);
    return [];
  }
  return parsed.value.map((entry) => ({ flagKey: entry.experienceId, variationKey: entry.variantId }));
}

function validUser(user: ExperimentUserInput, onError?: (message: string) => void): { id: string; attributes: Record<string, unknown> } | null {
  const checked = validateExperimentUserId(user.id).andThen((id) =>
    validateExperimentAttributes(user.attributes).map((attributes) => ({ id, attributes: { ...attributes } })),
  );
  if (checked.isErr()) {
    onError?.(checked.error.message);
    return null;
  }
  return checked.value;
}

/**
 * The storefront's experiment client over a datafile: decisions with the domain's functions, impressions and
 * conversions in the vendor's event format through the dispatcher. It never throws: errors are logged.
 */
export function createExperimentClient(deps: ExperimentClientDeps): ExperimentClient {
  const context = experimentEventContext(deps.datafile);
  if (context.isErr()) deps.onError?.(context.error.message);
  const impressed = new Set<string>();

  const queue = (eventContext: ExperimentEventContext | null, build: () => ReturnType<typeof impressionVisitor>): boolean => {
    if (eventContext === null) return false;
    const visitor = build();
    if (visitor.isErr()) {
      deps.onError?.(visitor.error.message);
      return false;
    }
    deps.dispatcher.enqueue(eventContext, visitor.value);
    return true;
  };
  const eventContext = context.isOk() ? context.value : null;

  return {
    decide(flagKey, user, forced = []) {
      const key = validateExperimentKey(flagKey, 'flag key');
      const visitor = validUser(user, deps.onError);
      if (key.isErr() || visitor === null) {
        if (key.isErr()) deps.onError?.(key.error.message);
        return null;
      }
      const decision = decideFlag(deps.datafile, flagKey, visitor, forced);
      if (decision === null) {
        deps.onError?.(`no decision for flag ${flagKey}`);
        return null;
      }
      // The vendor counts feature tests; a forced or rollout decision is not an experiment impression.
      if (decision.source === 'feature-test' && !decision.forced && decision.ruleKey !== null && decision.variationKey !== null) {
        const once = `${visitor.id}\u0000${flagKey}\u0000${decision.variationKey}`;
        if (!impressed.has(once)) {
          const { ruleKey, variationKey } = decision;
          if (queue(eventContext, () => impressionVisitor(deps.datafile, { ruleKey, variationKey }, visitor, deps.stamp()))) impressed.add(once);
        }
      }
      return { flagKey, variationKey: decision.variationKey, ruleKey: decision.ruleKey };
    },
    track(eventKey, user, tags) {
      const visitor = validUser(user, deps.onError);
      if (visitor === null) return false;
      return queue(eventContext, () => conversionVisitor(deps.datafile, eventKey, visitor, tags, deps.stamp()));
    },
  };
}
