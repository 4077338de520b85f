import type { DemoData } from './demo-data.types.js';
import { fromObjects, type TableRows } from './demo-table-rows.js';

const DAY_MS = 86_400_000;
const LOYALTY_CONSUMER = '1000000002';

/** One demo order's story: its final status and its timeline in days before the seeding. */
interface DemoOrderPlan {
  readonly orderNumber: string;
  readonly productId: string;
  readonly status: 'PLACED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'RETURNED';
  readonly placedDaysAgo: number;
  readonly events: readonly { readonly type: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'RETURN_OPENED' | 'RETURNED'; readonly daysAgo: number }[];
}

// The loyalty member's history: one order in each state the account shows, newest last. The delivered
// one is inside its 30-day return window whenever the store was seeded.
const PLANS: readonly DemoOrderPlan[] = [
  {
    orderNumber: 'ST9000000001',
    productId: 'SR0045600',
    status: 'RETURNED',
    placedDaysAgo: 75,
    events: [
      { type: 'SHIPPED', daysAgo: 74 },
      { type: 'DELIVERED', daysAgo: 71 },
      { type: 'RETURN_OPENED', daysAgo: 66 },
      { type: 'RETURNED', daysAgo: 60 },
    ],
  },
  { orderNumber: 'ST9000000002', productId: 'SR0045600', status: 'CANCELLED', placedDaysAgo: 40, events: [{ type: 'CANCELLED', daysAgo: 40 }] },
  {
    orderNumber: 'ST9000000003',
    productId: 'SR0045600',
    status: 'DELIVERED',
    placedDaysAgo: 12,
    events: [
      { type: 'SHIPPED', daysAgo: 11 },
      { type: 'DELIVERED', daysAgo: 8 },
    ],
  },
  { orderNumber: 'ST9000000004', productId: 'SR0045600', status: 'SHIPPED', placedDaysAgo: 3, events: [{ type: 'SHIPPED', daysAgo: 2 }] },
  { orderNumber: 'ST9000000005', productId: 'SR0045600', status: 'PLACED', placedDaysAgo: 1, events: [] },
];

/** The nth sellable size of a product, with its colour, price in USD and product name. */
function demoLine(data: DemoData, productId: string, nth: number) {
  const product = data.products.find((p) => p.id === productId);
  const variants = data.variants.filter((v) => v.productId === productId);
  const variant = variants[nth % variants.length];
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  const price = data.prices.find((p) => p.variantId === variant?.id && p.currency === 'USD');
  if (product === undefined || variant === undefined || colour === undefined || price === undefined)
    throw new Error(`demo order: no priced variant of ${productId}`);
  return { product, variant, colour, unitMinor: price.saleMinor ?? price.listMinor, listMinor: price.listMinor };
}

/**
 * The loyalty member's order history (docs/demo-data.md, "Orders"): placed, shipped, delivered,
 * cancelled and returned orders of one shoe each, paid by card, with their timelines dated back from
 * `now` (the seeding), so the delivered one can always be returned. Their baskets are ORDERED; no
 * stock is taken (the demo stock stays as documented).
 */
export function demoOrderRows(data: DemoData, now: Date): TableRows[] {
  // Delivered to the member's main shipping address of the demo address book, the contact fields of the account.
  const home = data.addresses.find((address) => address.consumerNo === LOYALTY_CONSUMER && address.isMain);
  const member = data.accounts.find((account) => account.consumerNo === LOYALTY_CONSUMER);
  if (home === undefined || member === undefined) throw new Error('demo orders: the loyalty member or their address is missing');
  const address = {
    firstName: home.firstName,
    lastName: home.lastName,
    addressLine1: home.addressLine1,
    city: home.city,
    province: home.province,
    postalCode: home.postalCode,
    countryCode: home.countryCode,
    email: member.email,
    phone: home.phone,
  };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const baskets = [];
  const orders = [];
  const items = [];
  const payments = [];
  const events = [];
  const returns = [];
  for (const [index, plan] of PLANS.entries()) {
    const line = demoLine(data, plan.productId, index * 3);
    const basketId = `demo-basket-${plan.orderNumber}`;
    const refunded = plan.status === 'CANCELLED' || plan.status === 'RETURNED';
    baskets.push({ id: basketId, consumerNo: LOYALTY_CONSUMER, currency: 'USD', status: 'ORDERED', customerEmail: member.email });
    orders.push({
      orderNumber: plan.orderNumber,
      basketId,
      consumerNo: LOYALTY_CONSUMER,
      customerEmail: member.email,
      status: plan.status,
      currency: 'USD',
      itemTotalMinor: line.unitMinor,
      totalMinor: line.unitMinor,
      shippingAddress: JSON.stringify(address),
      billingAddress: JSON.stringify(address),
      shippingMethodCode: 'standard',
      placedAt: at(plan.placedDaysAgo),
    });
    items.push({
      orderNumber: plan.orderNumber,
      variantId: line.variant.id,
      productId: line.product.id,
      productName: line.product.name,
      colourName: line.colour.colourName,
      sizeLabel: line.variant.sizeLabel,
      upc: line.variant.upc,
      qty: 1,
      unitListMinor: line.listMinor,
      unitPriceMinor: line.unitMinor,
      rowTotalMinor: line.unitMinor,
      shippingMethodCode: 'standard',
    });
    payments.push({
      orderNumber: plan.orderNumber,
      paymentMethodId: 'CREDIT_CARD',
      amountMinor: line.unitMinor,
      status: refunded ? 'REFUNDED' : 'CAPTURED',
      cardBrand: 'VISA',
      cardLast4: '1111',
    });
    for (const event of plan.events)
      events.push({
        orderNumber: plan.orderNumber,
        eventType: event.type,
        carrier: event.type === 'SHIPPED' ? 'UPS' : null,
        trackingNumber: event.type === 'SHIPPED' ? `1ZSTRIDE${plan.orderNumber.slice(-4)}` : null,
        at: at(event.daysAgo),
      });
    const opened = plan.events.find((event) => event.type === 'RETURN_OPENED');
    if (opened !== undefined) returns.push({ orderNumber: plan.orderNumber, returnNumber: `R${plan.orderNumber}`, openedAt: at(opened.daysAgo) });
  }
  return [
    fromObjects('baskets', baskets),
    fromObjects('orders', orders),
    fromObjects('order_items', items),
    fromObjects('order_payments', payments),
    fromObjects('order_events', events),
    fromObjects('order_returns', returns),
  ];
}

/** The demo order numbers, newest first (as the history lists them). */
export const DEMO_ORDER_NUMBERS: readonly string[] = PLANS.map((plan) => plan.orderNumber).reverse();
