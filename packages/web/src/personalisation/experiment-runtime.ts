import { createExperimentsVendorClient } from '@stride/adapters-http/browser';
import { createExperimentClient, createExperimentEventDispatcher, forcedDecisionsFromTestContext, type ExperimentClient } from '@stride/application/storefront';
import { CONSENT_CATEGORY, P13N_TEST_CONTEXT_PARAM } from '@stride/domain/content';
import { EXPERIMENT_ON_READY_TIMEOUT_MS } from '@stride/domain/experiments';
import { isConsentAllowed, onConsentChange } from './consent.js';
import { handleExperimentRequests, publishDecision, requestedExperiments } from './experiment-store.js';
import type { ExperimentEndpoints } from './experiment-endpoints.js';

/** The first-party cookie naming this browser's visitor for experiments. */
export const VISITOR_COOKIE = 'stride_visitor';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CLIENT_VERSION = '1.0.0';

// Experiment library errors are only logged (content section 8).
const log = (message: string) => console.warn(`[experiments] ${message}`);

function cookie(name: string): string | undefined {
  const found = document.cookie.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.trim().slice(name.length + 1));
}

/** The visitor id, made and remembered on first use (only ever called with targeting consent). */
function visitorId(): string {
  const known = cookie(VISITOR_COOKIE);
  if (known !== undefined && known !== '') return known;
  const id = crypto.randomUUID();
  document.cookie = `${VISITOR_COOKIE}=${id}; path=/; max-age=${VISITOR_MAX_AGE_SECONDS}; samesite=lax`;
  return id;
}

/** The test context from the query (`?p13n_testcontext=`) or, when absent, its cookie. */
function testContext(): string | undefined {
  return new URLSearchParams(window.location.search).get(P13N_TEST_CONTEXT_PARAM) ?? cookie(P13N_TEST_CONTEXT_PARAM);
}

/**
 * Runs the page's experiments: with targeting consent (C0004) it fetches the datafile once and decides every
 * experiment a block asks for (forced by p13n_testcontext, audience, bucketing, everyone else); impressions and
 * conversions go out in batches only with analytics consent (C0002). Without C0004, or when the datafile is not
 * there within 30 s, blocks get the baseline. A later grant decides what was left on the baseline.
 */
export function startExperimentRuntime(endpoints: ExperimentEndpoints): { track(eventKey: string, tags?: unknown): void } {
  const vendor = createExperimentsVendorClient({ fetch: (input, init) => fetch(input, init), ...endpoints });
  const dispatcher = createExperimentEventDispatcher({
    send: (batch) => (isConsentAllowed(CONSENT_CATEGORY.performanceAndAnalytics) ? vendor.sendEvents(batch) : Promise.resolve()),
    timers: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
    clientVersion: CLIENT_VERSION,
    onError: log,
  });
  let client: Promise<ExperimentClient | null> | null = null;

  const ready = (): Promise<ExperimentClient | null> => {
    client ??= Promise.race([
      vendor.fetchDatafile().then((datafile) =>
        createExperimentClient({
          datafile,
          // Events wait in the queue only with analytics consent; otherwise they are never made.
          dispatcher: {
            enqueue: (context, visitor) => {
              if (isConsentAllowed(CONSENT_CATEGORY.performanceAndAnalytics)) dispatcher.enqueue(context, visitor);
            },
            flush: () => dispatcher.flush(),
            get queued() {
              return dispatcher.queued;
            },
          },
          stamp: () => ({ timestamp: Date.now(), uuid: crypto.randomUUID() }),
          onError: log,
        }),
      ),
      new Promise<null>((resolve) => window.setTimeout(() => resolve(null), EXPERIMENT_ON_READY_TIMEOUT_MS)),
    ]).catch((error: unknown) => {
      log(`datafile not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    return client;
  };

  const decide = (experimentKey: string) => {
    if (!isConsentAllowed(CONSENT_CATEGORY.targeting)) return publishDecision(experimentKey, null);
    void ready().then((experiments) => {
      if (experiments === null) {
        client = null;
        return publishDecision(experimentKey, null);
      }
      const user = { id: visitorId(), attributes: { site: document.documentElement.lang } };
      const decision = experiments.decide(experimentKey, user, forcedDecisionsFromTestContext(testContext(), log));
      publishDecision(experimentKey, decision?.variationKey ?? null);
    });
  };

  handleExperimentRequests(decide);
  onConsentChange(() => requestedExperiments().forEach(decide));
  // What is queued leaves with the page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void dispatcher.flush();
  });

  return {
    track(eventKey, tags) {
      if (!isConsentAllowed(CONSENT_CATEGORY.targeting)) return;
      void ready().then((experiments) => experiments?.track(eventKey, { id: visitorId(), attributes: { site: document.documentElement.lang } }, tags));
    },
  };
}
