import { buildPdpPath, catalogueMarketFor, marketForCurrency } from '@stride/domain/catalogue';
import type { CurrencyCode } from '@stride/domain/money';
import { isShippingRateCode, SHIPPING_METHOD_PRESENTATION } from '@stride/domain/shipping';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { CART_DEFAULT_MAX_QTY, type CartFlash, type StoredBasketItem } from '@stride/domain/cart';
import type { PricedCartLine } from '@stride/domain/pricing';
import type { CartAnswerItem } from '../../api-contract/cart.contract.js';

/** Units available to a line: its pickup store's stock, else the online stock. */
export function availableUnits(item: StoredBasketItem): number {
  return item.storeId !== null && item.storeStock !== null && item.shippingMethodCode !== 'sts' ? item.storeStock : item.onlineStock;
}

function shippingOptionOf(item: StoredBasketItem): CartAnswerItem['shippingOptions'][number] {
  const code = item.shippingMethodCode;
  const presentation = isShippingRateCode(code) ? SHIPPING_METHOD_PRESENTATION[code] : undefined;
  return {
    selected: true,
    available: availableUnits(item) >= item.qty,
    shippingMethod: { code, ...(presentation === undefined ? {} : { label: presentation.label, deliveryTime: presentation.deliveryTime }) },
    ...(item.storeId === null ? {} : { storeInfo: { id: item.storeId, storeInventory: Math.max(0, item.storeStock ?? 0) } }),
  };
}

/** The line's product page on the site showing the cart (fr-ca), else on the first site of the basket's currency. */
function pdpUrlOf(item: StoredBasketItem, currency: string, locale: string | undefined): string {
  const site = catalogueMarketFor(locale);
  const market = site.currency === currency ? site : (marketForCurrency(currency as CurrencyCode) ?? site);
  const built = buildPdpPath({ language: market.language, country: market.country, slug: item.slug, productId: item.colourMasterId });
  return built.isOk() ? built.value : `/p/${item.slug}-${item.colourMasterId}`;
}

/** One item of the cart answer from its stored line and its priced line. */
export function cartAnswerItem(item: StoredBasketItem, line: PricedCartLine | undefined, currency: string, locale?: string): CartAnswerItem {
  const major = (minor: number) => toMajorUnits(moneyOf(minor, currency));
  const unit = line?.unitPriceMinor ?? 0;
  const original = item.bonusPromotionId !== null ? (item.listMinor ?? 0) : (item.listMinor ?? unit);
  return {
    id: item.id,
    productId: item.productId,
    masterId: item.colourMasterId,
    masterId2: item.colourVariantId,
    variantId: item.variantId,
    qty: item.qty,
    maxQty: item.maxQty,
    upc: item.upc,
    slug: item.slug,
    name: item.productName,
    colourName: item.colourName,
    size: item.sizeLabel,
    taxTotal: major(line?.taxMinor ?? 0),
    bonus: item.bonusPromotionId !== null,
    ...(item.recipeId === null ? {} : { recipeId: item.recipeId }),
    isCustoms: item.isCustoms,
    isDigitalProduct: item.productType === 'DIGITAL',
    pdpUrl: pdpUrlOf(item, currency, locale),
    productImageURL: item.imageUrl,
    price: {
      current: major(unit),
      original: major(original),
      highCurrent: major(unit),
      highOriginal: major(original),
      rowTotal: major(line?.rowTotalMinor ?? 0),
      priceAfterItemDiscount: major(line?.priceAfterItemDiscountMinor ?? 0),
      priceAfterOrderDiscount: major(line?.priceAfterOrderDiscountMinor ?? 0),
      amount: major(line?.priceAfterOrderDiscountMinor ?? 0),
      currency,
    },
    shippingOptions: [shippingOptionOf(item)],
    ...(item.giftOption === null ? {} : { giftOption: item.giftOption }),
    productPromotions: (line?.productPromotions ?? []).map((p) => ({
      promotionId: p.promotionId,
      price: major(p.discountMinor),
      ...(p.couponCode === undefined ? {} : { couponCode: p.couponCode }),
    })),
  };
}

/**
 * Flash messages for lines that cannot be bought as they are (no price, no stock, less stock), or, when they can, for
 * a line that holds the most its own maxQty allows (ProductItemMaxQuantity with the maximum, INV408's situation): one
 * more unit would be refused, and a sign-in merge caps the quantities it adds there. The server's default maxQty
 * (999999) is no limit a shopper meets; a free gift line keeps its one unit.
 */
export function itemFlashes(item: StoredBasketItem): CartFlash[] {
  const details = { itemId: item.id, productId: item.productId };
  if (item.currentMinor === null) return [{ code: 'INV702', type: 'ProductItemNotAvailable', details }];
  const available = availableUnits(item);
  if (available <= 0) return [{ code: 'INV700', type: 'ProductLineItemFullInventoryMissing', details }];
  if (available < item.qty) return [{ code: 'INV406', type: 'ProductLineItemInventoryMissing', details: { ...details, available } }];
  if (item.bonusPromotionId === null && item.maxQty < CART_DEFAULT_MAX_QTY && item.qty >= item.maxQty) {
    return [{ code: 'INV408', type: 'ProductItemMaxQuantity', details: { ...details, maxQty: item.maxQty } }];
  }
  return [];
}
