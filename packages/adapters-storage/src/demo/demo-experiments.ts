import type { SqlClient } from '../sql/sql-client.port.js';
import { PgExperimentDatafileRepository } from '../repositories/personalisation/pg-experiment-datafile-repository.js';

/** The SDK key of the demo project's datafile (served at /fapi/experiments/datafiles/stride-demo.json). */
export const DEMO_EXPERIMENTS_SDK_KEY = 'stride-demo';

/**
 * The demo project's Optimizely v4 datafile: one running feature test on the home page's experience block
 * (`home-spotlight`: variations `road-first` and `trail-first`, half the visitors each), its rollout's "everyone else"
 * rule delivering the baseline, and the events the storefront tracks (add to cart, purchase, and the experience
 * block's trackingEvent).
 */
export const demoExperimentsDatafile = {
  version: '4',
  revision: '1',
  accountId: '9900001',
  projectId: '2210001',
  sdkKey: DEMO_EXPERIMENTS_SDK_KEY,
  environmentKey: 'production',
  anonymizeIP: true,
  botFiltering: false,
  attributes: [
    { id: '7101', key: 'site' },
    { id: '7102', key: 'signedIn' },
  ],
  audiences: [
    {
      id: '$opt_dummy_audience',
      name: 'Optimizely-Generated Audience for Backwards Compatibility',
      conditions: '["or", {"match": "exact", "name": "$opt_dummy_attribute", "type": "custom_attribute", "value": "$opt_dummy_value"}]',
    },
  ],
  typedAudiences: [],
  experiments: [
    {
      id: '1501',
      key: 'home-spotlight-test',
      status: 'Running',
      layerId: '8501',
      audienceIds: [],
      audienceConditions: [],
      forcedVariations: {},
      variations: [
        { id: '3501', key: 'road-first', featureEnabled: false, variables: [] },
        { id: '3502', key: 'trail-first', featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: '3501', endOfRange: 5000 },
        { entityId: '3502', endOfRange: 10000 },
      ],
    },
  ],
  groups: [],
  featureFlags: [{ id: '5501', key: 'home-spotlight', rolloutId: '6501', experimentIds: ['1501'], variables: [] }],
  rollouts: [
    {
      id: '6501',
      experiments: [
        {
          id: '6511',
          key: 'default-rollout-6501',
          status: 'Running',
          layerId: '6501',
          audienceIds: [],
          audienceConditions: [],
          forcedVariations: {},
          variations: [{ id: '3511', key: 'road-first', featureEnabled: false, variables: [] }],
          trafficAllocation: [{ entityId: '3511', endOfRange: 10000 }],
        },
      ],
    },
  ],
  events: [
    { id: '9101', key: 'add_to_cart', experimentIds: ['1501'] },
    { id: '9102', key: 'purchase', experimentIds: ['1501'] },
    // The home experience block's trackingEvent: the personalisation event sent once its content shows.
    { id: '9103', key: 'home-spotlight-view', experimentIds: ['1501'] },
  ],
  integrations: [],
};

/** Stores the demo datafile unless the demo SDK key has one (an import since then is kept). */
export async function seedDemoExperiments(client: SqlClient): Promise<void> {
  await new PgExperimentDatafileRepository(client).seed(DEMO_EXPERIMENTS_SDK_KEY, demoExperimentsDatafile);
}
