// A small datafile for the client's tests: a flag with a feature test for US visitors and an "everyone else" rollout.
export const strideDatafileFixture = {
  version: '4',
  revision: '7',
  projectId: '2210001',
  accountId: '9900001',
  attributes: [
    { id: '7001', key: 'country' },
    { id: '7002', key: 'loyaltyTier' },
  ],
  audiences: [{ id: '2001', name: 'US', conditions: '["and", ["or", ["or", {"name": "country", "type": "custom_attribute", "value": "US"}]]]' }],
  experiments: [
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
  featureFlags: [{ id: '5001', key: 'new_checkout', rolloutId: '6001', experimentIds: ['1201'], variables: [] }],
  rollouts: [
    {
      id: '6001',
      experiments: [
        {
          id: '6102',
          key: 'everyone_else',
          status: 'Running',
          layerId: '6001',
          audienceIds: [],
          forcedVariations: {},
          variations: [{ id: '3302', key: 'everyone_on', featureEnabled: true }],
          trafficAllocation: [{ entityId: '3302', endOfRange: 10000 }],
        },
      ],
    },
  ],
  events: [{ id: '9001', key: 'purchase', experimentIds: ['1201'] }],
};
