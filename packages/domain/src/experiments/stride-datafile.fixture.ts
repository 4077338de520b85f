// A hand-written Optimizely datafile (version 4) shaped like Stride's real project: A/B tests with legacy and typed
// audiences, whitelisted QA users, a mutually exclusive group, and a feature flag with an experiment and a rollout.
export const strideDatafile = {
  version: '4',
  revision: '118',
  projectId: '2210001',
  accountId: '9900001',
  attributes: [
    { id: '7001', key: 'country' },
    { id: '7002', key: 'loyaltyTier' },
    { id: '7003', key: 'age' },
  ],
  audiences: [
    {
      id: '2001',
      name: 'US shoppers',
      conditions: '["and", ["or", ["or", {"name": "country", "type": "custom_attribute", "value": "US"}]]]',
    },
    {
      id: '2002',
      name: 'Gold loyalty (legacy, replaced by the typed audience)',
      conditions: '["and", ["or", ["or", {"name": "loyaltyTier", "type": "custom_attribute", "match": "substring", "value": "gold"}]]]',
    },
  ],
  typedAudiences: [
    {
      id: '2002',
      name: 'Platinum loyalty',
      conditions: ['and', ['or', ['or', { name: 'loyaltyTier', type: 'custom_attribute', match: 'exact', value: 'platinum' }]]],
    },
    {
      id: '2003',
      name: 'Adults',
      conditions: ['and', ['or', ['or', { name: 'age', type: 'custom_attribute', match: 'ge', value: 18 }]]],
    },
  ],
  experiments: [
    {
      id: '1001',
      key: 'pdp_size_guide',
      status: 'Running',
      layerId: '8001',
      audienceIds: ['2001', '2003'],
      forcedVariations: { 'qa-user': 'size_guide_v2', 'qa-broken': 'no_such_variation' },
      variations: [
        { id: '3001', key: 'control' },
        { id: '3002', key: 'size_guide_v2' },
      ],
      trafficAllocation: [
        { entityId: '3001', endOfRange: 5000 },
        { entityId: '3002', endOfRange: 10000 },
      ],
    },
    {
      id: '1002',
      key: 'checkout_copy',
      status: 'Paused',
      layerId: '8002',
      audienceIds: [],
      forcedVariations: { 'qa-user': 'short_copy' },
      variations: [{ id: '3003', key: 'short_copy' }],
      trafficAllocation: [{ entityId: '3003', endOfRange: 10000 }],
    },
    {
      id: '1003',
      key: 'loyalty_banner',
      status: 'Running',
      layerId: '8003',
      audienceIds: ['2001'],
      audienceConditions: ['and', '2002', ['not', '2001']],
      forcedVariations: {},
      variations: [
        { id: '3005', key: 'banner_a' },
        { id: '3006', key: 'banner_b' },
      ],
      trafficAllocation: [
        { entityId: '3005', endOfRange: 3000 },
        { entityId: '', endOfRange: 6000 },
        { entityId: '3006', endOfRange: 10000 },
      ],
    },
    {
      id: '1201',
      key: 'new_checkout_test',
      status: 'Running',
      layerId: '8201',
      audienceIds: ['2001'],
      forcedVariations: {},
      variations: [
        { id: '3201', key: 'on', featureEnabled: true },
        { id: '3202', key: 'off', featureEnabled: false },
      ],
      trafficAllocation: [
        { entityId: '3201', endOfRange: 5000 },
        { entityId: '3202', endOfRange: 10000 },
      ],
    },
  ],
  groups: [
    {
      id: '4001',
      policy: 'random',
      trafficAllocation: [
        { entityId: '1101', endOfRange: 5000 },
        { entityId: '1102', endOfRange: 10000 },
      ],
      experiments: [
        {
          id: '1101',
          key: 'hero_video',
          status: 'Running',
          layerId: '8101',
          audienceIds: [],
          forcedVariations: {},
          variations: [{ id: '3101', key: 'video' }],
          trafficAllocation: [{ entityId: '3101', endOfRange: 10000 }],
        },
        {
          id: '1102',
          key: 'hero_carousel',
          status: 'Running',
          layerId: '8102',
          audienceIds: [],
          forcedVariations: {},
          variations: [{ id: '3102', key: 'carousel' }],
          trafficAllocation: [{ entityId: '3102', endOfRange: 10000 }],
        },
      ],
    },
  ],
  featureFlags: [{ id: '5001', key: 'new_checkout', rolloutId: '6001', experimentIds: ['1201'], variables: [] }],
  rollouts: [
    {
      id: '6001',
      experiments: [
        {
          id: '6101',
          key: 'platinum_rollout',
          status: 'Running',
          layerId: '6001',
          audienceIds: ['2002'],
          forcedVariations: {},
          variations: [{ id: '3301', key: 'rollout_on', featureEnabled: true }],
          trafficAllocation: [{ entityId: '3301', endOfRange: 2000 }],
        },
        {
          id: '6102',
          key: 'everyone_else',
          status: 'Running',
          layerId: '6001',
          audienceIds: [],
          forcedVariations: {},
          variations: [{ id: '3302', key: 'everyone_on', featureEnabled: true }],
          trafficAllocation: [{ entityId: '3302', endOfRange: 1000 }],
        },
      ],
    },
  ],
  events: [],
} as const;
