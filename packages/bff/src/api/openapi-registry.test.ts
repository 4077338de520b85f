import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OpenApiRegistry } from './openapi-registry.js';

type Operation = { operationId: string; responses: Record<string, unknown> };
type Document = { servers: unknown; tags: unknown; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

function registryWithTwoRoutes(): OpenApiRegistry {
  const registry = new OpenApiRegistry();
  registry.add({
    method: 'get',
    path: '/cart/v1/cart/:basketId',
    operationId: 'getCart',
    summary: 's',
    tags: ['Cart'],
    auth: 'required',
    answer: z.object({ basketId: z.string() }),
  });
  registry.add({
    method: 'delete',
    path: '/cart/v1/coupon',
    operationId: 'removeCoupon',
    summary: 's',
    tags: ['Cart', 'Promotions'],
    auth: 'required',
    answer: z.object({}),
  });
  return registry;
}

describe('OpenApiRegistry.document', () => {
  it("names each operation by the route's name in the table", () => {
    const document = registryWithTwoRoutes().document({ title: 't', version: '1' }) as Document;
    expect(document.paths['/cart/v1/cart/{basketId}']?.get?.operationId).toBe('getCart');
    expect(document.paths['/cart/v1/coupon']?.delete?.operationId).toBe('removeCoupon');
  });

  it('serves relative to where it was read unless told its servers, and declares each tag used once', () => {
    const registry = registryWithTwoRoutes();
    const document = registry.document({ title: 't', version: '1' }) as Document;
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.tags).toEqual([{ name: 'Cart', description: expect.any(String) }, { name: 'Promotions' }]);
    expect((registry.document({ title: 't', version: '1' }, [{ url: 'https://shop.example' }]) as Document).servers).toEqual([{ url: 'https://shop.example' }]);
  });

  it('keeps the error answer once under components, from the domain schema every error is built with', () => {
    const document = registryWithTwoRoutes().document({ title: 't', version: '1' }) as Document;
    expect(Object.keys(document.components.schemas)).toEqual(['ErrorResponse']);
    expect(document.components.schemas['ErrorResponse']).toMatchObject({ required: ['errorDetails', 'correlationId'] });
    expect(document.paths['/cart/v1/coupon']?.delete?.responses['401']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    });
  });
});
