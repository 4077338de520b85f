import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productErrorFromAnswer } from './product-error.js';

const answer = (errorId: string, message = 'server text', extra: Record<string, unknown> = {}) => ({
  errorDetails: [
    { errorId, message },
    { errorId: 'GEN500', message: 'second' },
  ],
  correlationId: 'corr-1',
  ...extra,
});

describe('productErrorFromAnswer', () => {
  it('keeps the first error as the server worded it, and the status code', () => {
    const error = productErrorFromAnswer(404, answer('BSK404'));
    expect(error).toMatchObject({
      errorId: 'BSK404',
      message: 'server text',
      serverMessage: 'server text',
      statusCode: 404,
      correlationId: 'corr-1',
      cartErrorId: 'CART_NOT_FOUND',
      botDefenceChallenge: false,
    });
  });

  it('shows the server text as returned when the table has no entry', () => {
    expect(productErrorFromAnswer(400, answer('NEW123', 'Brand new failure'))?.message).toBe('Brand new failure');
  });

  it('flags a bot-defence challenge for a 403 carrying appId', () => {
    expect(productErrorFromAnswer(403, answer('AUT403', 'x', { appId: 'app-9' }))).toMatchObject({
      botDefenceChallenge: true,
      appId: 'app-9',
    });
    expect(productErrorFromAnswer(403, answer('AUT403'))?.botDefenceChallenge).toBe(false);
    expect(productErrorFromAnswer(400, answer('AUT403', 'x', { appId: 'app-9' }))?.botDefenceChallenge).toBe(false);
  });

  it('is undefined for an answer that is not an API error (the caller rethrows)', () => {
    expect(productErrorFromAnswer(500, 'Bad gateway')).toBeUndefined();
    expect(productErrorFromAnswer(500, { errorDetails: [], correlationId: 'c' })).toBeUndefined();
    expect(productErrorFromAnswer(500, { message: 'boom' })).toBeUndefined();
  });

  it('law: the product error always names the first errorId, the status and the correlation id', () => {
    const detail = fc.record({ errorId: fc.string({ minLength: 1 }), message: fc.string() });
    fc.assert(
      fc.property(
        fc.array(detail, { minLength: 1 }),
        fc.integer({ min: 400, max: 599 }),
        fc.string({ minLength: 1 }),
        (errorDetails, status, correlationId) => {
          const error = productErrorFromAnswer(status, { errorDetails, correlationId });
          expect(error?.errorId).toBe(errorDetails[0]?.errorId);
          expect(error?.statusCode).toBe(status);
          expect(error?.correlationId).toBe(correlationId);
          expect(error?.botDefenceChallenge).toBe(false);
        },
      ),
    );
  });
});
