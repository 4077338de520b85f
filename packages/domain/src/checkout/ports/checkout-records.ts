import type { CartGiftOption } from '../../cart/cart-item.schema.js';
import type { OrderStatus } from '../order/order-status.js';

/** A basket line as checkout sees it, priced. */
export interface PricedLine {
  readonly itemId: string;
  readonly variantId: string;
  readonly productId: string;
  readonly productName: string;
  readonly colourName: string;
  readonly sizeLabel: string;
  readonly upc: string;
  readonly qty: number;
  readonly unitListMinor: number;
  readonly unitPriceMinor: number;
  readonly discountMinor: number;
  readonly taxMinor: number;
  readonly rowTotalMinor: number;
  readonly shippingMethodCode: string;
  readonly storeId: string | null;
  readonly isBonus: boolean;
  readonly isDigital: boolean;
  /** Made to order (a customs product or a recipe): it travels by custom-made delivery. */
  readonly isCustomMade?: boolean | undefined;
  /** A digital line bought as a gift: its cards are e-mailed to the recipient. */
  readonly giftOption?: CartGiftOption | null | undefined;
}

/** A basket line read for checkout at the catalogue's current prices, before promotions, shipping and tax. */
export type CheckoutLine = Omit<PricedLine, 'discountMinor' | 'taxMinor' | 'rowTotalMinor'>;

/** Order-level money, integer minor units: total = itemTotal - discount + shipping + tax. */
export interface OrderTotals {
  readonly itemTotalMinor: number;
  readonly discountMinor: number;
  readonly shippingMinor: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
}

/** A basket locked for checkout, as stored: its lines not priced yet (the application prices them). */
export interface LockedBasket extends Omit<PricedBasket, 'lines' | 'totals' | 'coupons' | 'promoSummary'> {
  readonly lines: readonly CheckoutLine[];
}

/** A basket locked for checkout, with its lines priced. */
export interface PricedBasket {
  readonly basketId: string;
  readonly consumerNo: string;
  /** The consumer who created the basket (see `basketAccessRefusal`); absent in test doubles. */
  readonly createdBy?: string | null;
  /** The tax prepareOrder last priced, in minor units; null (or absent) when the order was never prepared. */
  readonly preparedTaxMinor?: number | null;
  readonly status: 'OPEN' | 'ORDERED' | 'MERGED';
  readonly currency: string;
  readonly customerEmail: string | null;
  readonly shippingAddress: Readonly<Record<string, unknown>> | null;
  readonly billingAddress: Readonly<Record<string, unknown>> | null;
  readonly shippingMethodCode: string | null;
  readonly lines: readonly PricedLine[];
  readonly totals: OrderTotals;
  readonly coupons: readonly string[];
  readonly promoSummary: readonly unknown[];
}

/** A payment instrument on a basket. */
export interface InstrumentRecord {
  readonly id: string;
  readonly paymentMethodId: string;
  readonly amountMinor: number;
  readonly cardToken: string | null;
  readonly giftCardNumber: string | null;
  readonly loyaltyPoints: number | null;
  readonly loyaltyVoucherId: string | null;
  readonly additionalData: Readonly<Record<string, unknown>> | null;
}

/** A new instrument for a basket. */
export type InstrumentDraft = Omit<InstrumentRecord, 'id'>;

/** A payment of an order. */
export interface OrderPaymentRecord {
  readonly id: string;
  readonly paymentMethodId: string;
  readonly amountMinor: number;
  readonly status: 'PENDING' | 'AUTHORISED' | 'PENDING_CHALLENGE' | 'REFUSED' | 'CAPTURED' | 'REFUNDED' | 'VOIDED';
  readonly pspReference: string | null;
  readonly cardToken: string | null;
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  readonly giftCardNumber: string | null;
  readonly loyaltyPoints: number | null;
  readonly loyaltyVoucherId: string | null;
}

/** An order line as sold (a digital line keeps its gift option: its cards are issued from it). */
export type OrderItemRecord = Omit<PricedLine, 'itemId'>;

/** An order as stored. */
export interface OrderRecord {
  readonly orderNumber: string;
  readonly basketId: string;
  readonly consumerNo: string;
  readonly customerEmail: string;
  readonly status: OrderStatus;
  readonly currency: string;
  readonly totals: OrderTotals;
  readonly items: readonly OrderItemRecord[];
  readonly payments: readonly OrderPaymentRecord[];
  readonly shippingAddress: Readonly<Record<string, unknown>> | null;
  readonly billingAddress: Readonly<Record<string, unknown>>;
  readonly shippingMethodCode: string | null;
  readonly inStore: { readonly storeId: string; readonly storeEmployeeId: string } | null;
  readonly promoSummary: readonly unknown[];
  readonly placedAt: Date;
}

/** A new order: everything but the payment ids and the time. */
export interface OrderDraft extends Omit<OrderRecord, 'payments' | 'placedAt'> {
  readonly stHash: string;
  readonly payments: readonly Omit<OrderPaymentRecord, 'id'>[];
}
