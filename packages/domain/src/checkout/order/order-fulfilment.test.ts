import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../ports/checkout-records.js';
import { documentParty, invoiceDocument, returnLabelDocument } from './order-documents.js';
import { checkInvoiceable, checkReturnable, deliveredAt, FULFILMENT_STEPS, nextOrderStatus, returnByDate, RETURN_WINDOW_DAYS } from './order-fulfilment.js';
import { ORDER_STATUSES } from './order-status.js';

const day = 86_400_000;
const delivered = new Date('2026-11-01T10:00:00Z');

describe('order fulfilment', () => {
  it('moves placed to shipped to delivered, and delivered to returned only once a return is open', () => {
    expect(nextOrderStatus('PLACED', 'SHIPPED', false)._unsafeUnwrap()).toBe('SHIPPED');
    expect(nextOrderStatus('SHIPPED', 'DELIVERED', false)._unsafeUnwrap()).toBe('DELIVERED');
    expect(nextOrderStatus('DELIVERED', 'RETURNED', true)._unsafeUnwrap()).toBe('RETURNED');
    expect(nextOrderStatus('DELIVERED', 'RETURNED', false)._unsafeUnwrapErr().message).toBe('No return was opened for this order.');
    expect(nextOrderStatus('CANCELLED', 'SHIPPED', false)._unsafeUnwrapErr()).toMatchObject({ code: 'ORD_STEP_REFUSED', details: { status: 'CANCELLED' } });
  });

  it('law: a step is taken from exactly one status, and it lands on the status named after it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...FULFILMENT_STEPS), (status, step) => {
        const next = nextOrderStatus(status, step, true);
        const from = ORDER_STATUSES.filter((candidate) => nextOrderStatus(candidate, step, true).isOk());
        expect(from).toHaveLength(1);
        if (next.isOk()) expect(next.value).toBe(step);
        else expect(status).not.toBe(from[0]);
      }),
      { numRuns: 60 },
    );
  });

  it('gives a return label for a delivered order until the window closes, and says why not otherwise', () => {
    const returnBy = returnByDate(delivered);
    expect(returnBy.getTime() - delivered.getTime()).toBe(RETURN_WINDOW_DAYS * day);
    expect(checkReturnable('DELIVERED', delivered, new Date(delivered.getTime() + day))._unsafeUnwrap()).toEqual(returnBy);
    expect(checkReturnable('DELIVERED', delivered, returnBy).isOk()).toBe(true);
    expect(checkReturnable('DELIVERED', delivered, new Date(returnBy.getTime() + 1))._unsafeUnwrapErr()).toMatchObject({
      code: 'RTN500',
      message: 'The 30-day return window for this order has closed.',
    });
    expect(checkReturnable('SHIPPED', null, delivered)._unsafeUnwrapErr().message).toBe('A return can be started once the order has been delivered.');
    expect(checkReturnable('RETURNED', delivered, delivered)._unsafeUnwrapErr().message).toBe('This order has already been returned.');
  });

  it('invoices an order that stands, not a cancelled, returned or unpaid one', () => {
    expect(['PLACED', 'SHIPPED', 'DELIVERED'].map((s) => checkInvoiceable(s as 'PLACED').isOk())).toEqual([true, true, true]);
    expect(['CANCELLED', 'RETURNED', 'PENDING_PAYMENT'].map((s) => checkInvoiceable(s as 'PLACED').isOk())).toEqual([false, false, false]);
  });

  it('reads the delivery time from the last DELIVERED event of the timeline', () => {
    const shipped = { type: 'SHIPPED' as const, at: new Date(delivered.getTime() - day), carrier: 'UPS', trackingNumber: '1Z9' };
    expect(deliveredAt([shipped])).toBeNull();
    expect(deliveredAt([shipped, { type: 'DELIVERED', at: delivered, carrier: null, trackingNumber: null }])).toEqual(delivered);
  });
});

const order: OrderRecord = {
  orderNumber: 'ST1234567890',
  basketId: 'b1',
  consumerNo: 'C1',
  customerEmail: 'ada@example.com',
  status: 'DELIVERED',
  currency: 'USD',
  totals: { itemTotalMinor: 13000, discountMinor: 1000, shippingMinor: 0, taxMinor: 780, totalMinor: 12780 },
  items: [
    {
      variantId: 'v1',
      productId: 'p1',
      productName: 'Runner',
      colourName: 'Black',
      sizeLabel: '10',
      upc: '1',
      qty: 1,
      unitListMinor: 13000,
      unitPriceMinor: 13000,
      discountMinor: 1000,
      taxMinor: 780,
      rowTotalMinor: 12780,
      shippingMethodCode: 'ground',
      storeId: null,
      isBonus: false,
      isDigital: false,
    },
    {
      variantId: 'v2',
      productId: 'p2',
      productName: 'Socks',
      colourName: 'White',
      sizeLabel: 'M',
      upc: '2',
      qty: 1,
      unitListMinor: 0,
      unitPriceMinor: 0,
      discountMinor: 0,
      taxMinor: 0,
      rowTotalMinor: 0,
      shippingMethodCode: 'ground',
      storeId: null,
      isBonus: true,
      isDigital: false,
    },
  ],
  payments: [
    {
      id: 'x',
      paymentMethodId: 'CREDIT_CARD',
      amountMinor: 12780,
      status: 'REFUSED',
      pspReference: null,
      cardToken: null,
      cardBrand: 'visa',
      cardLast4: '0002',
      giftCardNumber: null,
      loyaltyPoints: null,
      loyaltyVoucherId: null,
    },
    {
      id: 'y',
      paymentMethodId: 'CREDIT_CARD',
      amountMinor: 12780,
      status: 'AUTHORISED',
      pspReference: 'p',
      cardToken: null,
      cardBrand: 'visa',
      cardLast4: '1111',
      giftCardNumber: null,
      loyaltyPoints: null,
      loyaltyVoucherId: null,
    },
  ],
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lee',
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Boston',
    province: 'MA',
    postalCode: '02110',
    countryCode: 'us',
  },
  billingAddress: { firstName: 'Ada', lastName: 'Lee', addressLine1: '9 Elm St', city: 'Salem', postalCode: '01970', countryCode: 'US' },
  shippingMethodCode: 'ground',
  inStore: null,
  promoSummary: [],
  placedAt: new Date('2026-10-20T12:00:00Z'),
};

describe('order documents', () => {
  it('writes an address as a name and its lines, leaving empty parts out', () => {
    expect(documentParty(order.shippingAddress ?? {})).toEqual({ name: 'Ada Lee', lines: ['1 Main St', 'Boston, MA 02110', 'US'] });
    expect(documentParty({ firstName: 'Jo', city: 'Leeds', postalCode: 'LS1 4AP' })).toEqual({ name: 'Jo', lines: ['Leeds, LS1 4AP'] });
  });

  it('invoices the lines and totals as sold and only the payments taken', () => {
    const seller = { name: 'Stride', lines: ['1 Stride Way'] };
    const invoice = invoiceDocument(order, seller);
    expect(invoice).toMatchObject({ invoiceNumber: 'INV-ST1234567890', issuedAt: order.placedAt, seller, total: { amount: 12780, currency: 'USD' } });
    expect(invoice.lines.map((line) => [line.name, line.isBonus, line.rowTotal.amount])).toEqual([
      ['Runner', false, 12780],
      ['Socks', true, 0],
    ]);
    expect(invoice.payments).toEqual([{ method: 'CREDIT_CARD', brand: 'visa', last4: '1111', amount: { amount: 12780, currency: 'USD' } }]);
    expect(invoice.billTo.lines[0]).toBe('9 Elm St');
  });

  it('labels a return from the delivery address, or the billing one without delivery', () => {
    const to = { name: 'Stride Returns', lines: ['Dock 4'] };
    const label = { returnNumber: 'RST1234567890', issuedAt: delivered, returnBy: returnByDate(delivered), to };
    expect(returnLabelDocument(order, label)).toMatchObject({
      from: { lines: ['1 Main St', 'Boston, MA 02110', 'US'] },
      to,
      items: [{ name: 'Runner', qty: 1 }, { name: 'Socks' }],
    });
    expect(returnLabelDocument({ ...order, shippingAddress: null }, label).from.lines[0]).toBe('9 Elm St');
  });
});
