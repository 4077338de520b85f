import type { OrderItemRecord, OrderPaymentRecord, OrderRecord } from '@stride/domain/checkout';
import { giftOptionOf } from './gift-option-columns.js';

export type OrderRow = {
  order_number: string;
  basket_id: string;
  consumer_no: string;
  customer_email: string;
  status: OrderRecord['status'];
  currency: string;
  item_total_minor: number;
  discount_minor: number;
  shipping_minor: number;
  tax_minor: number;
  total_minor: number;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown>;
  shipping_method_code: string | null;
  in_store_store_id: string | null;
  in_store_employee_id: string | null;
  promo_summary: unknown[] | null;
  placed_at: Date;
};
export type ItemRow = {
  order_number: string;
  variant_id: string;
  product_id: string;
  product_name: string;
  colour_name: string;
  size_label: string;
  upc: string;
  qty: number;
  unit_list_minor: number;
  unit_price_minor: number;
  discount_minor: number;
  tax_minor: number;
  row_total_minor: number;
  shipping_method_code: string;
  store_id: string | null;
  is_bonus: boolean;
  is_digital: boolean;
  gift_email: string | null;
  gift_to: string | null;
  gift_message: string | null;
  position?: number;
};
export type PaymentRow = {
  id: string;
  order_number: string;
  payment_method_id: string;
  amount_minor: number;
  status: OrderPaymentRecord['status'];
  psp_reference: string | null;
  card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  gift_card_number: string | null;
  loyalty_points: number | null;
  loyalty_voucher_id: string | null;
  created_at?: Date;
};

export const ORDER_COLUMNS = `order_number, basket_id, consumer_no, customer_email, status, currency, item_total_minor, discount_minor, shipping_minor,
  tax_minor, total_minor, shipping_address, billing_address, shipping_method_code, in_store_store_id, in_store_employee_id, promo_summary, placed_at`;

export function itemFromRow(r: ItemRow): OrderItemRecord {
  return {
    variantId: r.variant_id,
    productId: r.product_id,
    productName: r.product_name,
    colourName: r.colour_name,
    sizeLabel: r.size_label,
    upc: r.upc,
    qty: r.qty,
    unitListMinor: r.unit_list_minor,
    unitPriceMinor: r.unit_price_minor,
    discountMinor: r.discount_minor,
    taxMinor: r.tax_minor,
    rowTotalMinor: r.row_total_minor,
    shippingMethodCode: r.shipping_method_code,
    storeId: r.store_id,
    isBonus: r.is_bonus,
    isDigital: r.is_digital,
    giftOption: giftOptionOf(r),
  };
}

export function paymentFromRow(r: PaymentRow): OrderPaymentRecord {
  return {
    id: r.id,
    paymentMethodId: r.payment_method_id,
    amountMinor: r.amount_minor,
    status: r.status,
    pspReference: r.psp_reference,
    cardToken: r.card_token,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    giftCardNumber: r.gift_card_number,
    loyaltyPoints: r.loyalty_points,
    loyaltyVoucherId: r.loyalty_voucher_id,
  };
}

export function orderFromRows(o: OrderRow, items: readonly ItemRow[], payments: readonly PaymentRow[]): OrderRecord {
  return {
    orderNumber: o.order_number,
    basketId: o.basket_id,
    consumerNo: o.consumer_no,
    customerEmail: o.customer_email,
    status: o.status,
    currency: o.currency,
    totals: {
      itemTotalMinor: o.item_total_minor,
      discountMinor: o.discount_minor,
      shippingMinor: o.shipping_minor,
      taxMinor: o.tax_minor,
      totalMinor: o.total_minor,
    },
    items: items.filter((i) => i.order_number === o.order_number).map(itemFromRow),
    payments: payments.filter((p) => p.order_number === o.order_number).map(paymentFromRow),
    shippingAddress: o.shipping_address,
    billingAddress: o.billing_address,
    shippingMethodCode: o.shipping_method_code,
    inStore: o.in_store_store_id !== null && o.in_store_employee_id !== null ? { storeId: o.in_store_store_id, storeEmployeeId: o.in_store_employee_id } : null,
    promoSummary: o.promo_summary ?? [],
    placedAt: o.placed_at,
  };
}
