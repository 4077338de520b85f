import { strideDatafileFixture } from './experiment-client.fixture.js';
import { describe, expect, it } from 'vitest';
import type { ExperimentEventVisitor } from '@stride/domain/experiments';
import { createExperimentClient, forcedDecisionsFromTestContext } from './experiment-client.js';
import type { ExperimentEventDispatcher } from './experiment-event-dispatcher.js';

function recordingDispatcher(): ExperimentEventDispatcher & { visitors: ExperimentEventVisitor[] } {
  const visitors: ExperimentEventVisitor[] = [];
  return {
    visitors,
    enqueue: (_context, visitor) => void visitors.push(visitor),
    flush: async () => {},
    queued: 0,
  };
}

function client() {
  const dispatcher = recordingDispatcher();
  const errors: string[] = [];
  let n = 0;
  const experiments = createExperimentClient({
    datafile: strideDatafileFixture,
    dispatcher,
    stamp: () => ({ timestamp: 1_790_000_000_000, uuid: `u${String((n += 1))}` }),
    onError: (message) => errors.push(message),
  });
  return { experiments, dispatcher, errors };
}

describe('experiment client', () => {
  it('decides a flag and queues one impression with the rule, campaign and variation ids and the sendable attributes', () => {
    const { experiments, dispatcher } = client();
    const decision = experiments.decide('new_checkout', { id: 'user-1', attributes: { country: 'US', age: 1.5, loyaltyTier: 'gold' } });
    expect(decision?.ruleKey).toBe('new_checkout_test');
    experiments.decide('new_checkout', { id: 'user-1', attributes: { country: 'US' } });
    expect(dispatcher.visitors).toHaveLength(1);
    const [visitor] = dispatcher.visitors;
    expect(visitor?.attributes).toEqual([
      { entity_id: '7001', key: 'country', type: 'custom', value: 'US' },
      { entity_id: '7002', key: 'loyaltyTier', type: 'custom', value: 'gold' },
    ]);
    expect(visitor?.snapshots[0]?.decisions?.[0]).toMatchObject({ campaign_id: '8201', experiment_id: '1201' });
    expect(visitor?.snapshots[0]?.events[0]?.key).toBe('campaign_activated');
  });

  it('checks its inputs: a user id that is not a string or is "undefined", attributes with undefined, an empty key; logged, never thrown', () => {
    const { experiments, dispatcher, errors } = client();
    expect(experiments.decide('new_checkout', { id: 'undefined' })).toBeNull();
    expect(experiments.decide('new_checkout', { id: 42 })).toBeNull();
    expect(experiments.decide('new_checkout', { id: 'u', attributes: { country: undefined } })).toBeNull();
    expect(experiments.decide('new_checkout', { id: 'u', attributes: ['US'] })).toBeNull();
    expect(experiments.decide('', { id: 'u' })).toBeNull();
    expect(dispatcher.visitors).toHaveLength(0);
    expect(errors).toHaveLength(5);
  });

  it('lets the test context force a variation, which sends no impression; a broken context forces nothing', () => {
    const { experiments, dispatcher } = client();
    const forced = forcedDecisionsFromTestContext('{"forcedVariants":[{"experienceId":"new_checkout","variantId":"everyone_on"}]}');
    expect(experiments.decide('new_checkout', { id: 'user-9' }, forced)?.variationKey).toBe('everyone_on');
    expect(dispatcher.visitors).toHaveLength(0);
    const logged: string[] = [];
    expect(forcedDecisionsFromTestContext('{oops', (message) => logged.push(message))).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('tracks a conversion of a datafile event with revenue as an integer and value as a float, dropping non-finite ones', () => {
    const { experiments, dispatcher, errors } = client();
    expect(experiments.track('purchase', { id: 'user-1' }, { revenue: '12999.7', value: 'Infinity', size: '10' })).toBe(true);
    expect(dispatcher.visitors[0]?.snapshots[0]?.events[0]).toMatchObject({ entity_id: '9001', key: 'purchase', revenue: 12999, tags: { size: '10' } });
    expect(dispatcher.visitors[0]?.snapshots[0]?.events[0]).not.toHaveProperty('value');
    expect(experiments.track('purchase', { id: 'user-1' }, 'not tags')).toBe(false);
    expect(experiments.track('no_such_event', { id: 'user-1' })).toBe(false);
    expect(errors).toHaveLength(2);
  });
});
