import { colourIdFromMasterId, isColourVariantId, parsePdpPath, parsePlpPath } from '@stride/domain/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DemoEmail } from './demo-accounts.js';
import { DemoCategory } from './demo-categories.js';
import { DEMO_GIFT_CARD } from './demo-gift-cards.js';
import { DEMO_SEED, generateDemoData } from './generate-demo-data.js';
import { productImageUrl } from './product-image-url.js';
import { isValidUpc } from './upc.js';

const data = generateDemoData();
const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
const products = byId(data.products);
const coloursOf = (productId: string) => data.colourVariants.filter((row) => row.productId === productId);
const sizesOf = (productId: string) => new Set(data.variants.filter((row) => row.productId === productId).map((v) => v.sizeLabel));
const productOfVariant = new Map(data.variants.map((v) => [v.id, v.productId]));
const productNamed = (name: string) => data.products.find((row) => row.name === name);

describe('generateDemoData', () => {
  it('is deterministic: two runs give equal data, another seed gives other data', () => {
    expect(generateDemoData()).toEqual(data);
    expect(generateDemoData(DEMO_SEED)).toEqual(data);
    expect(generateDemoData(DEMO_SEED + 1).products).not.toEqual(data.products);
  });

  it('meets the issue’s minimums', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(120);
    expect(data.categories.length).toBeGreaterThanOrEqual(10);
    expect(data.stores.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.stores.map((store) => store.countryCode))).toEqual(new Set(['US', 'CA', 'GB']));
    expect(new Set(data.storeInventory.map((row) => row.storeId)).size).toBe(data.stores.length);
  });

  it('has unique ids, UPCs and product names', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(data.products.map((p) => p.id))).toBe(true);
    expect(unique(data.products.map((p) => p.name))).toBe(true);
    expect(unique(data.colourVariants.map((c) => c.id))).toBe(true);
    expect(unique(data.colourVariants.map((c) => c.masterId))).toBe(true);
    expect(unique(data.variants.map((v) => v.id))).toBe(true);
    expect(unique(data.variants.map((v) => v.upc))).toBe(true);
  });

  it('uses the spec’s id patterns: PDP product ids, PLP category ids, colour-variant ids, colour ids', () => {
    for (const product of data.products) {
      expect(parsePdpPath(`/en-us/p/${product.slug}-${product.id}`).isOk()).toBe(true);
      // A product's id is the master id of its default colour.
      expect(coloursOf(product.id)[0]?.masterId).toBe(product.id);
    }
    for (const category of data.categories) {
      expect(parsePlpPath(`/en-us/c/${category.slug}-${category.id}`).isOk()).toBe(true);
    }
    for (const colour of data.colourVariants) {
      expect(isColourVariantId(colour.id)).toBe(true);
      expect(parsePdpPath(`/en-us/p/x-${colour.masterId}`).isOk()).toBe(true);
      expect(colourIdFromMasterId(colour.masterId)).toBe(colour.colourId);
      expect(colour.imageUrl).toBe(productImageUrl(colour.productId, colour.colourId));
    }
  });

  it('forms a category tree whose parents exist, with every product listed in existing categories', () => {
    const categories = byId(data.categories);
    for (const category of data.categories) {
      if (category.parentId !== null) expect(categories.has(category.parentId)).toBe(true);
    }
    for (const link of data.productCategories) {
      expect(categories.has(link.categoryId) && products.has(link.productId)).toBe(true);
    }
    const listed = new Set(data.productCategories.map((link) => link.productId));
    expect(listed.size).toBe(data.products.length);
  });

  it('gives every product 2 to 5 colours', () => {
    for (const product of data.products) {
      expect(coloursOf(product.id).length).toBeGreaterThanOrEqual(2);
      expect(coloursOf(product.id).length).toBeLessThanOrEqual(5);
    }
  });

  it('sizes shoes in US sizes 6 to 13 with halves, apparel XS to XXL, gear one size', () => {
    const adultShoe = data.products.find((p) => p.productType === 'FOOTWEAR' && p.gender !== 'KIDS');
    const adultTop = data.products.find((p) => p.productType === 'APPAREL' && p.gender !== 'KIDS');
    const gear = data.products.filter((p) => p.productType === 'GEAR');
    expect([...sizesOf(adultShoe?.id ?? '')]).toEqual(['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '12.5', '13']);
    expect([...sizesOf(adultTop?.id ?? '')]).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    for (const product of gear) expect([...sizesOf(product.id)]).toEqual(['One Size']);
  });

  it('includes the special products: digital gift card, customs, presale, coming soon, sold out, sale', () => {
    const giftCard = data.products.filter((p) => p.productType === 'DIGITAL');
    expect(giftCard.map((p) => p.name)).toEqual(['Stride Digital Gift Card']);
    expect(data.products.filter((p) => p.isCustoms && p.customsExternalUrl !== null).length).toBeGreaterThanOrEqual(2);
    expect(data.products.filter((p) => p.presale).length).toBeGreaterThanOrEqual(2);
    const comingSoon = data.products.filter((p) => p.comingSoon);
    expect(comingSoon.length).toBeGreaterThanOrEqual(2);
    expect(comingSoon.every((p) => p.targetPublishDate !== null)).toBe(true);
    const stocked = new Set([
      ...data.variants.filter((v) => v.onlineStock > 0).map((v) => v.productId),
      ...data.storeInventory.filter((row) => row.quantity > 0).map((row) => productOfVariant.get(row.variantId)),
    ]);
    const soldOut = data.products.filter((p) => !p.comingSoon && !stocked.has(p.id));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.every((p) => p.notifyMe)).toBe(true);
    const onSale = new Set(data.prices.filter((price) => price.saleMinor !== null).map((price) => productOfVariant.get(price.variantId)));
    expect(onSale.size).toBeGreaterThanOrEqual(10);
    expect(data.productCategories.filter((link) => link.categoryId === DemoCategory.SALE).length).toBeGreaterThanOrEqual(10);
  });

  it('law: every variant has a 12-digit UPC with a valid check digit', () => {
    fc.assert(fc.property(fc.constantFrom(...data.variants), (variant) => isValidUpc(variant.upc)));
  });

  it('law: every variant has a positive integer price in USD, CAD and GBP, a sale price below it', () => {
    const prices = new Map<string, typeof data.prices>();
    for (const price of data.prices) prices.set(price.variantId, [...(prices.get(price.variantId) ?? []), price]);
    fc.assert(
      fc.property(fc.constantFrom(...data.variants), (variant) => {
        const own = prices.get(variant.id) ?? [];
        expect(own.map((p) => p.currency).sort()).toEqual(['CAD', 'GBP', 'USD']);
        for (const { listMinor, saleMinor } of own) {
          expect(Number.isInteger(listMinor) && listMinor > 0).toBe(true);
          if (saleMinor !== null) expect(Number.isInteger(saleMinor) && saleMinor > 0 && saleMinor < listMinor).toBe(true);
        }
      }),
    );
  });

  it('law: stock is a non-negative integer online and in every store', () => {
    fc.assert(fc.property(fc.constantFrom(...data.variants), (v) => Number.isInteger(v.onlineStock) && v.onlineStock >= 0));
    expect(data.storeInventory.every((row) => Number.isInteger(row.quantity) && row.quantity >= 0)).toBe(true);
  });

  it('has the named promo codes with their rules', () => {
    const promotions = byId(data.promotions);
    const codes = new Map(data.promoCodes.map((code) => [code.code, code]));
    const promotionOf = (code: string) => promotions.get(codes.get(code)?.promotionId ?? '');
    expect(promotionOf('WELCOME10')).toMatchObject({ level: 'ORDER', discountType: 'PERCENT', percentOff: 10 });
    expect(promotionOf('RUN20')).toMatchObject({ level: 'PRODUCT', percentOff: 20 });
    expect(promotionOf('FREESHIP')).toMatchObject({ level: 'SHIPPING', discountType: 'FREE_SHIPPING' });
    expect(data.promotionAmounts).toContainEqual({ promotionId: 'PROMO-FREESHIP', currency: 'USD', thresholdMinor: 7500, amountOffMinor: null });
    expect(promotionOf('SUMMER24')?.endsAt).toBe('2024-09-01T00:00:00.000Z');
    expect(codes.get('LAUNCH25')).toMatchObject({ maxUses: 50, useCount: 12 });
    expect(codes.get('FLASH50')).toMatchObject({ maxUses: 3, useCount: 3 });
    const gwp = data.promotions.find((p) => p.discountType === 'GIFT');
    expect(gwp?.id).toContain('GWP');
    expect(data.variants.find((v) => v.id === gwp?.giftVariantId)?.onlineStock).toBeGreaterThan(0);
  });

  it('has the named gift cards: the demo card, a zero balance and an expired one', () => {
    expect(data.giftCards).toContainEqual(expect.objectContaining({ ...DEMO_GIFT_CARD, status: 'ACTIVE', expiresAt: null }));
    expect(DEMO_GIFT_CARD).toEqual({ number: '7777000000000001', pin: '1234', currency: 'USD', balanceMinor: 5000 });
    expect(data.giftCards.some((card) => card.balanceMinor === 0)).toBe(true);
    expect(data.giftCards.some((card) => card.expiresAt !== null && card.expiresAt < '2025-01-01')).toBe(true);
  });

  it('has one demo account per role, all with the demo password', () => {
    const account = (email: string) => data.accounts.find((row) => row.email === email);
    expect(data.accounts.every((row) => row.password === DEMO_PASSWORD)).toBe(true);
    expect(DEMO_PASSWORD).toBe('Stride-demo-1');
    expect(account(DemoEmail.shopper)).toMatchObject({ consumerType: 'REGISTERED', isLoyaltyMember: false });
    expect(account(DemoEmail.loyalty)).toMatchObject({ isLoyaltyMember: true, loyaltyPoints: 2450 });
    expect(data.loyaltyVouchers.filter((v) => v.consumerNo === account(DemoEmail.loyalty)?.consumerNo)).toHaveLength(2);
    expect(account(DemoEmail.employee)).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTcAccepted: false });
    expect(account(DemoEmail.athlete)).toMatchObject({ consumerType: 'ATHLETE', athleteAnnualCreditMinor: 250_000 });
    const associate = account(DemoEmail.associate);
    expect(associate).toMatchObject({ consumerType: 'STORE_ASSOCIATE', storeEmployeeId: 'E10427' });
    expect(data.stores.some((store) => store.id === associate?.storeId)).toBe(true);
  });

  it('has a prosumer of each programme with credit left, and one holding both identities', () => {
    const account = (email: string) => data.accounts.find((row) => row.email === email);
    const credit = { creditCurrency: 'USD', consumerType: 'REGISTERED' };
    expect(account(DemoEmail.ipa)).toMatchObject({
      ...credit,
      isIpaMember: true,
      isWranxMember: false,
      prosumerAnnualCreditMinor: 100_000,
      prosumerCurrentSpendMinor: 27_550,
    });
    expect(account(DemoEmail.wranx)).toMatchObject({
      ...credit,
      isIpaMember: false,
      isWranxMember: true,
      prosumerAnnualCreditMinor: 60_000,
      prosumerCurrentSpendMinor: 12_000,
    });
    expect(account(DemoEmail.ipaWranx)).toMatchObject({
      ...credit,
      isIpaMember: true,
      isWranxMember: true,
      prosumerAnnualCreditMinor: 80_000,
      prosumerCurrentSpendMinor: 65_000,
    });
    // Only members of a programme carry prosumer figures, and none has spent past the credit.
    for (const row of data.accounts) {
      expect(row.prosumerAnnualCreditMinor !== null, row.email).toBe(row.isIpaMember || row.isWranxMember);
      expect(row.prosumerCurrentSpendMinor).toBeLessThanOrEqual(row.prosumerAnnualCreditMinor ?? 0);
    }
    expect(new Set(data.accounts.map((row) => row.phone)).size).toBe(data.accounts.length);
  });

  it('names products like a real apparel brand', () => {
    expect(productNamed('Stride Pace Runner 3')).toMatchObject({ productType: 'FOOTWEAR', primaryCategoryId: DemoCategory.RUNNING });
    expect(data.products.every((p) => p.name.startsWith('Stride '))).toBe(true);
  });
});

describe('the demo reviews', () => {
  const ofProduct = (id: string) => data.reviews.filter((r) => r.productId === id);

  it('review most products, in English and French, never a coming-soon product', () => {
    const reviewed = new Set(data.reviews.map((r) => r.productId));
    expect(reviewed.size).toBeGreaterThanOrEqual(100);
    for (const product of data.products.filter((p) => p.comingSoon)) expect(reviewed.has(product.id)).toBe(false);
    expect(data.reviews.filter((r) => r.locale === 'fr-CA').length).toBeGreaterThanOrEqual(150);
    // The marker shoe has more than one page of reviews, in both languages.
    expect(ofProduct('SR0045600').length).toBe(14);
    expect(new Set(ofProduct('SR0045600').map((r) => r.locale.slice(0, 2)))).toEqual(new Set(['en', 'fr']));
  });

  it('rate each product as its reviews do: the average to one decimal and their count', () => {
    for (const product of data.products) {
      const ratings = ofProduct(product.id).map((r) => r.rating);
      expect(product.reviewsCount).toBe(ratings.length);
      const average = ratings.length === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10 + 1e-9) / 10;
      expect(product.ratingScore).toBe(average);
    }
  });

  it('hold a translation of every review into the other language, and one vote row per helpful count', () => {
    const translations = new Map(data.reviewTranslations.map((t) => [t.reviewId, t]));
    for (const review of data.reviews) {
      expect(translations.get(review.id)?.language).toBe(review.locale.startsWith('fr') ? 'en' : 'fr');
      expect(data.reviewVotes.filter((v) => v.reviewId === review.id)).toHaveLength(review.helpfulCount);
      expect(review.id).toMatch(/^rv-[a-z0-9-]{4,40}$/);
    }
  });
});
