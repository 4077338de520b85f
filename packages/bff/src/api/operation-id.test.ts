import { describe, expect, it } from 'vitest';
import { defaultOperationId } from './operation-id.js';

describe('defaultOperationId', () => {
  it('reads the method then the path words in camelCase, a parameter as By<Name>', () => {
    expect(defaultOperationId('get', '/cart/v1/cart/:basketId')).toBe('getCartV1CartByBasketId');
    expect(defaultOperationId('delete', '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId')).toBe('deleteCartV1CartByBasketIdPriceAdjustmentsByAdjustmentId');
    expect(defaultOperationId('post', '/consumers-v3/consumer/TrackOrder')).toBe('postConsumersV3ConsumerTrackOrder');
  });

  it('tells a parameter from a literal segment of the same name', () => {
    expect(defaultOperationId('get', '/a/:id')).not.toBe(defaultOperationId('get', '/a/id'));
  });

  it('writes only letters and digits, so the id is safe in a URL and as a method name', () => {
    expect(defaultOperationId('patch', '/fapi/api/validate-response/:contract')).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});
