import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { httpStatusForErrorCode } from './http-status.js';
import { strideError } from './stride-error.js';

describe('strideError', () => {
  it('uses the given message', () => {
    expect(strideError('GFC740', 'No money left')).toEqual({ code: 'GFC740', message: 'No money left' });
  });

  it('carries no wording of its own without a message: the edge words the code', () => {
    expect(strideError('INV408', undefined, { maxQty: 4 })).toEqual({ code: 'INV408', details: { maxQty: 4 } });
  });

  it('law: the code, the message and the details are kept as given', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.string(), { nil: undefined }), (code, message) => {
        const error = strideError(code, message);
        expect(error.code).toBe(code);
        expect(error.message).toBe(message);
      }),
      { numRuns: 200 },
    );
  });
});

describe('httpStatusForErrorCode', () => {
  it.each([
    ['BSK404', 404],
    ['CART_NOT_FOUND', 404],
    ['AUT409', 409],
    ['DUPLICATED_TOKEN', 409],
    ['INVALID_CUSTOMER', 401],
    ['API405', 405],
    ['PAY400', 402],
    ['whatever', 400],
  ])('answers %s with %i', (code, status) => {
    expect(httpStatusForErrorCode(code)).toBe(status);
  });

  it('law: every code gets a 4xx or 5xx status', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const status = httpStatusForErrorCode(code);
        return status >= 400 && status < 600;
      }),
    );
  });
});
