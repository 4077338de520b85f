import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageTransformParams } from './image-transform.js';

describe('imageTransformParams', () => {
  it('doubles the size with quality 50 and sharpen 60 by default', () => {
    expect(imageTransformParams(300)).toEqual({ width: 600, quality: 50, sharpen: 60 });
    expect(imageTransformParams(196, { height: 343, sharpen: 20 })).toEqual({ width: 392, height: 686, quality: 50, sharpen: 20 });
  });

  it('rejects a non-positive width as a programming error', () => {
    expect(() => imageTransformParams(0)).toThrow(RangeError);
    expect(() => imageTransformParams(Number.NaN)).toThrow(RangeError);
  });

  it('the transformed width is twice the requested whole width and never smaller than it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 4000, noNaN: true }), (width) => {
        const params = imageTransformParams(width);
        expect(params.width).toBe(Math.ceil(width) * 2);
        expect(params.width).toBeGreaterThanOrEqual(width * 2);
      }),
    );
  });
});
