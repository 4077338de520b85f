import type { ExperimentEventBatch, ExperimentEventContext, ExperimentEventVisitor } from '@stride/domain/experiments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createExperimentEventDispatcher, type DispatcherTimers } from './experiment-event-dispatcher.js';

const context: ExperimentEventContext = { account_id: 'a', project_id: 'p', revision: '1', anonymize_ip: true };
const visitor = (id: string): ExperimentEventVisitor => ({
  visitor_id: id,
  attributes: [],
  snapshots: [{ events: [{ entity_id: 'e', key: 'k', timestamp: 1, uuid: id }] }],
});

/** A clock the test moves by hand. */
function fakeTimers(): DispatcherTimers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  return {
    setTimeout(run, ms) {
      next += 1;
      timers.push({ at: now + ms, run, id: next });
      return next;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
    pending: () => timers.length,
  };
}

function setup(options?: Record<string, unknown>) {
  const timers = fakeTimers();
  const sent: ExperimentEventBatch[] = [];
  const errors: string[] = [];
  const dispatcher = createExperimentEventDispatcher({
    send: async (batch) => void sent.push(batch),
    timers,
    clientVersion: '1.0.0',
    onError: (message) => errors.push(message),
    ...(options === undefined ? {} : { options }),
  });
  return { timers, sent, errors, dispatcher };
}

describe('experiment event dispatcher', () => {
  it('sends a batch as soon as 10 events wait, in the event API format', () => {
    const { sent, dispatcher, timers } = setup();
    for (let i = 0; i < 10; i += 1) dispatcher.enqueue(context, visitor(`v${i}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ account_id: 'a', project_id: 'p', revision: '1', enrich_decisions: true, client_name: 'stride-storefront' });
    expect(sent[0]?.visitors).toHaveLength(10);
    expect(timers.pending()).toBe(0);
  });

  it('sends what waits after 1000 ms, not before', () => {
    const { sent, dispatcher, timers } = setup();
    dispatcher.enqueue(context, visitor('v1'));
    dispatcher.enqueue(context, visitor('v2'));
    timers.advance(999);
    expect(sent).toHaveLength(0);
    timers.advance(1);
    expect(sent.map((batch) => batch.visitors.length)).toEqual([2]);
  });

  it('law: invalid batch sizes and flush intervals fall back to 10 and 1000 ms', () => {
    const invalid = fc.oneof(
      fc.constant(undefined),
      fc.constant(0),
      fc.constant(-5),
      fc.constant(Number.NaN),
      fc.constant(Infinity),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(invalid, invalid, (eventBatchSize, eventFlushIntervalMs) => {
        const { sent, dispatcher, timers } = setup({ eventBatchSize, eventFlushIntervalMs });
        for (let i = 0; i < 9; i += 1) dispatcher.enqueue(context, visitor(`v${i}`));
        timers.advance(999);
        const before = sent.length;
        dispatcher.enqueue(context, visitor('v9'));
        return before === 0 && sent.length === 1 && sent[0]?.visitors.length === 10;
      }),
      { numRuns: 50 },
    );
  });

  it('keeps at most the queue size waiting and reports the dropped events', () => {
    const { dispatcher, errors } = setup({ eventBatchSize: 1000, eventMaxQueueSize: 3 });
    for (let i = 0; i < 5; i += 1) dispatcher.enqueue(context, visitor(`v${i}`));
    expect(dispatcher.queued).toBe(3);
    expect(errors).toHaveLength(2);
  });

  it('starts a new batch when the datafile revision changes, since a batch names one revision', () => {
    const { sent, dispatcher } = setup();
    dispatcher.enqueue(context, visitor('v1'));
    dispatcher.enqueue({ ...context, revision: '2' }, visitor('v2'));
    void dispatcher.flush();
    expect(sent.map((batch) => [batch.revision, batch.visitors.length])).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
  });

  it('only logs a failed send (experiment library errors are only logged)', async () => {
    const errors: string[] = [];
    const dispatcher = createExperimentEventDispatcher({
      send: () => Promise.reject(new Error('offline')),
      timers: fakeTimers(),
      clientVersion: '1',
      onError: (message) => errors.push(message),
    });
    dispatcher.enqueue(context, visitor('v1'));
    await dispatcher.flush();
    expect(errors).toEqual(['experiment events not sent: offline']);
  });
});
