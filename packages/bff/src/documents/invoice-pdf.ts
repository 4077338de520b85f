import type { InvoiceDocument, InvoicePayment } from '@stride/domain/checkout';
import { formatMoney, type Money } from '@stride/domain/money';
import type { Say } from '../locale/lingui-sayer.js';
import { siteDate } from '../locale/site-date.js';
import type { DocumentMessageId } from './catalogues/index.js';
import { drawAmountRow, drawParty, INK, MARGIN, MUTED, pdfText, type Pdf } from './pdf-layout.js';

type DocSay = Say<DocumentMessageId>;

const COLUMNS = { item: 0, qty: 260, unit: 300, amount: 400 } as const;

function paymentText(say: DocSay, payment: InvoicePayment): string {
  if (payment.last4 !== null) return say('invoice.card', { brand: payment.brand ?? '', last4: payment.last4 });
  switch (payment.method) {
    case 'GIFT_CARD':
      return say('invoice.giftCard');
    case 'LOYALTY_POINTS':
      return say('invoice.loyaltyPoints');
    case 'REWARD_CODE':
      return say('invoice.voucher');
    case 'ATHLETES_PAYMENT':
      return say('invoice.athleteCredit');
    default:
      return say('invoice.otherPayment');
  }
}

function drawHead(doc: Pdf, invoice: InvoiceDocument, say: DocSay, locale: string): number {
  const right = doc.page.width - MARGIN;
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text('Stride', MARGIN, MARGIN);
  doc.fontSize(20).text(pdfText(say('invoice.title')), right - 200, MARGIN, { width: 200, align: 'right' });
  let y = MARGIN + 30;
  for (const [label, value] of [
    [say('invoice.number'), invoice.invoiceNumber],
    [say('invoice.order'), invoice.orderNumber],
    [say('invoice.date'), siteDate(invoice.issuedAt, locale)],
  ] as const) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(label), right - 260, y, { width: 120 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(pdfText(value), right - 140, y, { width: 140, align: 'right' });
    y += 14;
  }
  const sellerEnd = drawParty(doc, say('invoice.seller'), invoice.seller, MARGIN, MARGIN + 34, 220, 9);
  return Math.max(y, sellerEnd) + 24;
}

function drawLines(doc: Pdf, invoice: InvoiceDocument, say: DocSay, money: (m: Money) => string, top: number): number {
  const x = (column: keyof typeof COLUMNS) => MARGIN + COLUMNS[column];
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text(pdfText(say('invoice.item')), x('item'), top, { width: 250 });
  doc.text(pdfText(say('invoice.qty')), x('qty'), top, { width: 36, align: 'right' });
  doc.text(pdfText(say('invoice.unitPrice')), x('unit'), top, { width: 90, align: 'right' });
  doc.text(pdfText(say('invoice.amount')), x('amount'), top, { width: width - COLUMNS.amount, align: 'right' });
  let y = top + 16;
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(MARGIN + width, y - 4)
    .strokeColor('#cccccc')
    .stroke();
  for (const line of invoice.lines) {
    // Room for a row whose name wraps to three lines, short of PDFKit's own page break at the bottom margin.
    if (y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(pdfText(line.name), x('item'), y, { width: 250 });
    const nameEnd = doc.y;
    doc.font('Helvetica').fontSize(10);
    doc.text(String(line.qty), x('qty'), y, { width: 36, align: 'right' });
    doc.text(pdfText(money(line.unitPrice)), x('unit'), y, { width: 90, align: 'right' });
    doc.text(pdfText(line.isBonus ? say('invoice.freeGift') : money(line.rowTotal)), x('amount'), y, { width: width - COLUMNS.amount, align: 'right' });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(say('invoice.variant', { colour: line.colour, size: line.size })), x('item'), nameEnd + 1, { width: 250 });
    y = doc.y + 8;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#cccccc')
    .stroke();
  return y + 10;
}

/** Draws an invoice: the seller, numbers and date, the parties, the lines, the totals and the payments taken. */
export function drawInvoice(doc: Pdf, invoice: InvoiceDocument, say: DocSay, locale: string): void {
  const money = (amount: Money) => formatMoney(amount, locale);
  let y = drawHead(doc, invoice, say, locale);
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const billEnd = drawParty(doc, say('invoice.billTo'), invoice.billTo, MARGIN, y, half - 10);
  const shipEnd = invoice.shipTo === null ? y : drawParty(doc, say('invoice.shipTo'), invoice.shipTo, MARGIN + half, y, half - 10);
  y = drawLines(doc, invoice, say, money, Math.max(billEnd, shipEnd) + 24);
  if (y > doc.page.height - 180) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawAmountRow(doc, say('invoice.itemTotal'), money(invoice.itemTotal), y);
  if (invoice.discount.amount > 0) y = drawAmountRow(doc, say('invoice.discount'), `-${money(invoice.discount)}`, y);
  y = drawAmountRow(doc, say('invoice.shipping'), invoice.shipping.amount === 0 ? say('invoice.free') : money(invoice.shipping), y);
  if (invoice.tax.amount > 0) y = drawAmountRow(doc, say('invoice.tax'), money(invoice.tax), y);
  y = drawAmountRow(doc, say('invoice.total'), money(invoice.total), y + 4, true) + 12;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(say('invoice.paidWith').toUpperCase()), MARGIN, y);
  doc.fontSize(10).fillColor(INK);
  for (const payment of invoice.payments) {
    doc.text(pdfText(say('invoice.payment', { method: paymentText(say, payment), amount: money(payment.amount) })), MARGIN, doc.y + 2);
  }
  doc
    .moveDown(2)
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfText(say('invoice.thanks')), MARGIN);
}
