export type {
  LineCatalogueFacts,
  StoredBasketItem,
  StoredPriceAdjustment,
  StoredPaymentInstrument,
  StoredBasket,
  VariantForSale,
  VariantReference,
  BasketItemDraft,
  BasketLineChange,
  PlacedLine,
  PromoCodeRecord,
} from './cart-records.js';
export type { CartRepository, CartCatalogue, PromotionRepository, CartPorts, CartPricingPorts, CartStore } from './cart-repository.port.js';
