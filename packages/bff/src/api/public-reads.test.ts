import { apiRoutes } from '@stride/application/api-routes';
import { strideError } from '@stride/domain/errors';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { PublicReads } from './public-reads.js';

const inventory = { productId: 'SR0045600', variants: { '00000000001': { quantity: 3, stockStatus: 'InStock' as const } } };

function reads(checkAnswers = true) {
  const asked: string[] = [];
  const publicReads = new PublicReads(checkAnswers);
  publicReads.add(apiRoutes.getProductInventory, async ({ params }) => {
    asked.push(params.productId);
    if (params.productId === 'SR0000000') return err(strideError('PLP400', 'No such product.'));
    if (params.productId === 'SR1111111') throw new Error('a bug');
    if (params.productId === 'SR2222222') return ok({ productId: 'SR2222222' } as never);
    return ok({ ...inventory, productId: params.productId });
  });
  return { publicReads, asked };
}

const request = (productId: string, query: Record<string, string> = { locale: 'en-US' }) => ({ params: { productId }, query, correlationId: 'c-1' });

describe('public reads', () => {
  it('answer with the handler’s own answer object for input the route accepts', async () => {
    const { publicReads } = reads();
    expect(await publicReads.read('getProductInventory', request('SR0045600'))).toEqual({ kind: 'answer', value: inventory });
  });

  it('answer a coded error with the status and body the route sends', async () => {
    const { publicReads } = reads();
    expect(await publicReads.read('getProductInventory', request('SR0000000'))).toEqual({
      kind: 'failure',
      status: 404,
      body: { errorDetails: [{ errorId: 'PLP400', message: 'No such product.' }], correlationId: 'c-1' },
    });
  });

  it('leave to HTTP, without running the handler, what the route refuses: bad params, control characters, dot segments, long values', async () => {
    const { publicReads, asked } = reads();
    for (const productId of ['x', 'SR00456\u0000', '..', '.', 'S'.repeat(5000), 'SR\uD800456']) {
      expect(await publicReads.read('getProductInventory', request(productId))).toEqual({ kind: 'http' });
    }
    expect(await publicReads.read('getProductInventory', request('SR0045600', { locale: 'en\u0007US' }))).toEqual({ kind: 'http' });
    expect(asked).toEqual([]);
  });

  it('leave to HTTP a handler that throws and an answer outside the route’s schema, which the route answers as bugs', async () => {
    const { publicReads } = reads();
    expect(await publicReads.read('getProductInventory', request('SR1111111'))).toEqual({ kind: 'http' });
    expect(await publicReads.read('getProductInventory', request('SR2222222'))).toEqual({ kind: 'http' });
  });

  it('leave every other route to HTTP, and refuse to make a route that needs a token a public read', async () => {
    const { publicReads } = reads();
    expect(publicReads.has('getProductDetails')).toBe(false);
    expect(await publicReads.read('getProductDetails', request('SR0045600'))).toEqual({ kind: 'http' });
    expect(() => publicReads.add(apiRoutes.getCart as never, async () => ok({}))).toThrow(/not a public read/);
  });
});
