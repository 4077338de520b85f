import { describe, expect, it } from 'vitest';
import type { PricedCart } from '../pricing/index.js';
import { giftLineChanges } from './gift-line-changes.js';
import type { StoredBasket, StoredBasketItem } from './ports/cart-records.js';

const line = (id: string, variantId: string, bonusPromotionId: string | null): StoredBasketItem => ({
  id,
  variantId,
  productId: variantId,
  qty: 1,
  maxQty: 999999,
  shippingMethodCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  bonusPromotionId,
  position: 0,
  productName: variantId,
  slug: variantId,
  productType: 'FOOTWEAR',
  isCustoms: false,
  colourMasterId: variantId,
  colourVariantId: variantId,
  colourName: 'Black',
  imageUrl: '/x.svg',
  upc: '0',
  sizeLabel: '9',
  categoryIds: [],
  listMinor: 1000,
  currentMinor: 1000,
  onlineStock: 5,
  storeStock: null,
  storeRegion: null,
});

const basket = (items: StoredBasketItem[]): StoredBasket => ({
  id: 'b',
  consumerNo: 'c',
  currency: 'USD',
  status: 'OPEN',
  customerEmail: null,
  shippingAddress: null,
  billingAddress: null,
  shippingMethodCode: null,
  favStoreId: null,
  deviceFingerprint: null,
  version: 0,
  owner: { consumerNo: 'c', consumerType: 'GUEST', isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false },
  items,
  couponCodes: [],
  priceAdjustments: [],
  paymentInstruments: [],
});

const qualifying = (gifts: { promotionId: string; variantId: string }[]): PricedCart => ({ qualifyingGifts: gifts }) as unknown as PricedCart;

describe('gift lines in step with the thresholds a basket meets', () => {
  const shoe = line('1', 'SHOE', null);

  it('adds a qualifying gift the basket does not hold, and nothing else', () => {
    const changes = giftLineChanges(basket([shoe]), qualifying([{ promotionId: 'GWP', variantId: 'SOCKS' }]));
    expect(changes).toEqual({ remove: [], add: [{ promotionId: 'GWP', variantId: 'SOCKS' }] });
  });

  it('removes a gift line whose promotion no longer qualifies or now names another gift', () => {
    const gone = line('2', 'SOCKS', 'GWP');
    const swapped = line('3', 'CAP', 'GWP-2');
    const changes = giftLineChanges(basket([shoe, gone, swapped]), qualifying([{ promotionId: 'GWP-2', variantId: 'BAG' }]));
    expect(changes.remove.map((item) => item.id)).toEqual(['2', '3']);
    expect(changes.add).toEqual([{ promotionId: 'GWP-2', variantId: 'BAG' }]);
  });
});
