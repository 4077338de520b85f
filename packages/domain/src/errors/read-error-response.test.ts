import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from './error-response.schema.js';
import { readErrorResponse } from './read-error-response.js';

const detail = fc.record({ errorId: fc.oneof(fc.string(), fc.constant('BSK404')), message: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] });
const answerLike = fc.record(
  {
    errorDetails: fc.oneof(fc.array(detail, { maxLength: 3 }), fc.constant(null), fc.string()),
    appId: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
    correlationId: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: [] },
);

describe('readErrorResponse', () => {
  it('agrees with errorResponseSchema on any JSON value and any answer-shaped value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), answerLike), (body) => {
        const parsed = errorResponseSchema.safeParse(body);
        expect(readErrorResponse(body)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the spec example', () => {
    expect(readErrorResponse({ errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }], correlationId: 'c-1', appId: 'bff' })).toEqual({
      errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }],
      correlationId: 'c-1',
      appId: 'bff',
    });
  });
});
