import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate-demo-data.js';

// The records and figures docs/demo-data.md names. If the generator changes, this fails and the
// page must be updated with it.
const data = generateDemoData();
const ids = (filter: (p: (typeof data.products)[number]) => boolean) => data.products.filter(filter).map((p) => p.id);

describe('the demo data as docs/demo-data.md describes it', () => {
  it('has the documented counts', () => {
    expect({
      categories: data.categories.length,
      products: data.products.length,
      colourVariants: data.colourVariants.length,
      variants: data.variants.length,
      prices: data.prices.length,
      stores: data.stores.length,
      storeInventory: data.storeInventory.length,
      promotions: data.promotions.length,
      promoCodes: data.promoCodes.length,
      giftCards: data.giftCards.length,
      accounts: data.accounts.length,
    }).toEqual({
      categories: 22,
      products: 125,
      colourVariants: 431,
      variants: 3992,
      prices: 11976,
      stores: 15,
      storeInventory: 30956,
      promotions: 11,
      promoCodes: 7,
      giftCards: 9,
      accounts: 8,
    });
  });

  it('has the documented products in their roles', () => {
    expect(ids((p) => p.productType === 'DIGITAL')).toEqual(['GC1689901']);
    expect(ids((p) => p.isCustoms)).toEqual(['SL0628410', 'SL0631001', 'SL0645700', 'SL0650310']);
    expect(ids((p) => p.presale)).toEqual(['SR0054100', 'ST0382310', 'SL0667400']);
    expect(ids((p) => p.comingSoon)).toEqual(['SR0081410', 'AT0877410', 'AO1271700']);
    const soldOut = ['SR0114600', 'ST0445650', 'AT0918210', 'GB1478400'];
    for (const id of soldOut) {
      expect(data.variants.filter((v) => v.productId === id && v.onlineStock > 0)).toEqual([]);
      const variantIds = new Set(data.variants.filter((v) => v.productId === id).map((v) => v.id));
      expect(data.storeInventory.filter((row) => variantIds.has(row.variantId) && row.quantity > 0)).toEqual([]);
    }
    expect(data.products.find((p) => p.id === 'SR0045600')?.name).toBe('Stride Pace Runner 3');
    expect(data.promotions.find((p) => p.id === 'PROMO-GWP-SOCKS')?.giftVariantId).toBe('GA1545700OSZ');
  });

  it('has the documented number of products on sale', () => {
    const productOf = new Map(data.variants.map((v) => [v.id, v.productId]));
    const onSale = new Set(data.prices.filter((p) => p.saleMinor !== null).map((p) => productOf.get(p.variantId)));
    expect(onSale.size).toBe(33);
  });
});
