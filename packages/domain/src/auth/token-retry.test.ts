import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenRetryDecision } from './token-retry.js';

describe('tokenRetryDecision', () => {
  it('retries once after 2000 ms on a first 409', () => {
    expect(tokenRetryDecision(409, 1)).toEqual({ kind: 'retry', delayMs: 2000 });
  });

  it('gives up on a second 409', () => {
    expect(tokenRetryDecision(409, 2)).toEqual({ kind: 'fail' });
  });

  it('ignores a 403 on any attempt', () => {
    expect(tokenRetryDecision(403, 1)).toEqual({ kind: 'ignore' });
    expect(tokenRetryDecision(403, 2)).toEqual({ kind: 'ignore' });
  });

  it('accepts a 200 and fails on a 500', () => {
    expect(tokenRetryDecision(200, 1)).toEqual({ kind: 'accept' });
    expect(tokenRetryDecision(500, 1)).toEqual({ kind: 'fail' });
  });

  it('rejects a non-positive attempt as a programming error', () => {
    expect(() => tokenRetryDecision(409, 0)).toThrow(RangeError);
  });

  it('a token call is never tried more than twice in total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 599 }), { minLength: 1, maxLength: 6 }), (statuses) => {
        let calls = 0;
        for (const status of statuses) {
          calls += 1;
          if (tokenRetryDecision(status, calls).kind !== 'retry') break;
        }
        expect(calls).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('only a 409 ever leads to a retry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.integer({ min: 1, max: 5 }), (status, attempt) => {
        const decision = tokenRetryDecision(status, attempt);
        if (decision.kind === 'retry') expect(status).toBe(409);
      }),
    );
  });
});
