import type { InvoiceDocument, ReturnLabelDocument } from '@stride/domain/checkout';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

/** An invoice of two lines (one a free gift), a discount, tax and a card and gift card payment. */
export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    invoiceNumber: 'INV-ST4821937706',
    orderNumber: 'ST4821937706',
    issuedAt: new Date('2026-11-20T15:30:00Z'),
    seller: { name: 'Stride Commerce Inc.', lines: ['100 Summer Street', 'Boston, MA 02110', 'US'] },
    billTo: { name: 'Jordan Lee', lines: ['41 Marlborough Street', 'Boston, MA 02116', 'US'] },
    shipTo: { name: 'Jordan Lee', lines: ['41 Marlborough Street', 'Boston, MA 02116', 'US'] },
    lines: [
      { name: 'Stride Pace Runner 3', colour: 'Flame Red', size: '9.5', qty: 1, unitPrice: usd(13000), rowTotal: usd(13000), isBonus: false },
      { name: 'Stride Crew Socks', colour: 'White', size: 'One size', qty: 1, unitPrice: usd(0), rowTotal: usd(0), isBonus: true },
    ],
    itemTotal: usd(13000),
    discount: usd(1300),
    shipping: usd(0),
    tax: usd(731),
    total: usd(12431),
    payments: [
      { method: 'GIFT_CARD', brand: null, last4: null, amount: usd(2000) },
      { method: 'CREDIT_CARD', brand: 'VISA', last4: '1111', amount: usd(10431) },
    ],
    ...overrides,
  };
}

/** A return label of one shoe. */
export function sampleLabel(overrides: Partial<ReturnLabelDocument> = {}): ReturnLabelDocument {
  return {
    kind: 'return-label',
    returnNumber: 'RST4821937706',
    orderNumber: 'ST4821937706',
    issuedAt: new Date('2026-11-24T10:00:00Z'),
    returnBy: new Date('2026-12-22T10:00:00Z'),
    from: { name: 'Jordan Lee', lines: ['41 Marlborough Street', 'Boston, MA 02116', 'US'] },
    to: { name: 'Stride Returns', lines: ['2500 Distribution Way', 'Columbus, OH 43217', 'US'] },
    items: [{ name: 'Stride Pace Runner 3', colour: 'Flame Red', size: '9.5', qty: 1 }],
    ...overrides,
  };
}
