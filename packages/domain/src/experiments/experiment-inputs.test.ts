import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveDefaultDecideOptions, resolveExperimentClientOptions } from './experiment-client-options.js';
import { isSendableExperimentAttribute, parseExperimentEventTags, sendableExperimentAttributes } from './experiment-event-inputs.js';
import { experimentBucketingId, validateExperimentAttributes, validateExperimentKey, validateExperimentUserId } from './experiment-user.js';

describe('experiment client inputs (content section 5)', () => {
  it('accepts a string user id but not the word undefined or a non-string', () => {
    expect(validateExperimentUserId('user-1').isOk()).toBe(true);
    expect(validateExperimentUserId('').isOk()).toBe(true);
    expect(validateExperimentUserId('undefined')._unsafeUnwrapErr().code).toBe('EXP_INPUT_INVALID');
    expect(validateExperimentUserId(42).isErr()).toBe(true);
    expect(validateExperimentUserId(undefined).isErr()).toBe(true);
  });

  it('requires other keys to be non-empty strings', () => {
    expect(validateExperimentKey('checkout', 'event key').isOk()).toBe(true);
    expect(validateExperimentKey('', 'event key').isErr()).toBe(true);
    expect(validateExperimentKey(7, 'event key').isErr()).toBe(true);
  });

  it('requires attributes to be an object without undefined values', () => {
    expect(validateExperimentAttributes({ a: 1, b: null }).isOk()).toBe(true);
    expect(validateExperimentAttributes(undefined)._unsafeUnwrap()).toEqual({});
    expect(validateExperimentAttributes({ a: undefined }).isErr()).toBe(true);
    expect(validateExperimentAttributes(['a']).isErr()).toBe(true);
    expect(validateExperimentAttributes(null).isErr()).toBe(true);
    expect(validateExperimentAttributes('a').isErr()).toBe(true);
  });

  it('sends only string, boolean and safe integer attribute values', () => {
    expect(sendableExperimentAttributes({ s: 'x', b: false, i: 12, f: 1.5, big: 2 ** 53, n: null, o: {}, inf: Infinity })).toEqual({
      s: 'x',
      b: false,
      i: 12,
    });
    const tricky = sendableExperimentAttributes(JSON.parse('{"__proto__": "x", "toString": 3}') as Record<string, unknown>);
    expect(Object.keys(tricky)).toEqual(['__proto__', 'toString']);
  });

  it('parses revenue as an integer and value as a float, dropping non-finite results', () => {
    expect(parseExperimentEventTags({ revenue: '1299.9', value: '4.5' })._unsafeUnwrap()).toMatchObject({ revenue: 1299, value: 4.5 });
    expect(parseExperimentEventTags({ revenue: 5000.7, value: 2 })._unsafeUnwrap()).toMatchObject({ revenue: 5000, value: 2 });
    const dropped = parseExperimentEventTags({ revenue: 'abc', value: Infinity, category: 'shoes' })._unsafeUnwrap();
    expect(dropped).toEqual({ tags: { revenue: 'abc', value: Infinity, category: 'shoes' } });
    expect(parseExperimentEventTags(undefined)._unsafeUnwrap()).toEqual({ tags: {} });
  });

  it('refuses event tags that are not an object', () => {
    expect(parseExperimentEventTags('revenue=5').isErr()).toBe(true);
    expect(parseExperimentEventTags([1]).isErr()).toBe(true);
    expect(parseExperimentEventTags(null).isErr()).toBe(true);
  });

  it('ignores default decide options that are not an array', () => {
    expect(resolveDefaultDecideOptions('INCLUDE_REASONS')).toEqual([]);
    expect(resolveDefaultDecideOptions(['INCLUDE_REASONS', 'NOPE'])).toEqual(['INCLUDE_REASONS']);
  });

  it('falls back to batch size 10, flush interval 1000 ms, queue 10000 and onReady 30000 ms', () => {
    expect(resolveExperimentClientOptions({})).toEqual({
      eventBatchSize: 10,
      eventFlushIntervalMs: 1000,
      eventMaxQueueSize: 10000,
      onReadyTimeoutMs: 30000,
      defaultDecideOptions: [],
    });
    expect(resolveExperimentClientOptions({ eventBatchSize: 0, eventFlushIntervalMs: -5 })).toMatchObject({
      eventBatchSize: 10,
      eventFlushIntervalMs: 1000,
    });
    expect(resolveExperimentClientOptions({ eventBatchSize: '20', eventFlushIntervalMs: NaN })).toMatchObject({
      eventBatchSize: 10,
      eventFlushIntervalMs: 1000,
    });
    expect(resolveExperimentClientOptions({ eventBatchSize: 25.9, eventFlushIntervalMs: 250 })).toMatchObject({
      eventBatchSize: 25,
      eventFlushIntervalMs: 250,
    });
  });

  it('uses a string $opt_bucketing_id for bucketing, else the user id', () => {
    expect(experimentBucketingId({ id: 'u1', attributes: { $opt_bucketing_id: 'h7' } })).toBe('h7');
    expect(experimentBucketingId({ id: 'u1', attributes: { $opt_bucketing_id: 7 } })).toBe('u1');
    expect(experimentBucketingId({ id: 'u1' })).toBe('u1');
  });

  it('law: a resolved batch size is always a positive integer and a flush interval always positive', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (eventBatchSize, eventFlushIntervalMs) => {
        const options = resolveExperimentClientOptions({ eventBatchSize, eventFlushIntervalMs });
        return Number.isInteger(options.eventBatchSize) && options.eventBatchSize >= 1 && options.eventFlushIntervalMs > 0;
      }),
    );
  });

  it('law: every kept attribute value is sendable and every sendable one is kept', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean(), fc.double(), fc.integer(), fc.constant(null))), (attributes) => {
        const kept = sendableExperimentAttributes(attributes);
        return Object.entries(attributes).every(([key, value]) =>
          isSendableExperimentAttribute(value) ? Object.is(kept[key], value) : !Object.hasOwn(kept, key),
        );
      }),
    );
  });
});
