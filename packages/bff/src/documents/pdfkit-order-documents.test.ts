import { describe, expect, it } from 'vitest';
import { sampleInvoice, sampleLabel } from './document-fixtures.fixture.js';
import { pdfkitOrderDocuments } from './pdfkit-order-documents.js';

const renderer = pdfkitOrderDocuments({ compress: false });
const cp1252 = new TextDecoder('windows-1252');

/** The text a PDF shows, one line per TJ array: PDFKit writes the standard fonts' text as hex WinAnsi strings. */
function pdfLines(pdf: Uint8Array): string[] {
  const source = new TextDecoder('latin1').decode(pdf);
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map(([, array]) =>
    [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => cp1252.decode(Uint8Array.from((hex ?? '').match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))))
      .join(''),
  );
}

const shape = (pdf: Uint8Array) => [new TextDecoder().decode(pdf.subarray(0, 5)), new TextDecoder().decode(pdf.subarray(-7)).trim()];

describe('the order documents as PDFs', () => {
  it('writes an invoice with its numbers, lines, a free gift, the totals and the payments taken', async () => {
    const pdf = await renderer.render(sampleInvoice(), 'en-US');
    expect(shape(pdf)).toEqual(['%PDF-', '%%EOF']);
    const lines = pdfLines(pdf);
    for (const text of [
      'Invoice',
      'INV-ST4821937706',
      'ST4821937706',
      '11/20/2026',
      'Stride Pace Runner 3',
      'Flame Red, size 9.5',
      'Free gift',
      '-$13.00',
      '$124.31',
      'VISA ending 1111: $104.31',
      'Gift card: $20.00',
    ])
      expect(lines, text).toContain(text);
    expect(new TextDecoder('latin1').decode(pdf)).toContain('/MediaBox [0 0 612 792]');
  });

  it('leaves out a discount and a tax of zero and says Free for free shipping', async () => {
    const zero = { amount: 0, currency: 'USD' as const };
    const lines = pdfLines(await renderer.render(sampleInvoice({ discount: zero, tax: zero }), 'en-US'));
    expect(lines).not.toContain('Discount');
    expect(lines).not.toContain('Tax');
    expect(lines).toContain('Free');
  });

  it('words an invoice in French with the money and date of the Quebec site, and in UK English on A4', async () => {
    const cad = (amount: number) => ({ amount, currency: 'CAD' as const });
    const invoice = sampleInvoice({
      total: cad(12431),
      itemTotal: cad(13000),
      tax: cad(731),
      discount: cad(0),
      shipping: cad(0),
      lines: [],
      payments: [{ method: 'GIFT_CARD', brand: null, last4: null, amount: cad(12431) }],
    });
    const fr = pdfLines(await renderer.render(invoice, 'fr-CA'));
    for (const text of ['Facture', 'Numéro de facture', 'Total à payer', '124,31 CAD', 'Carte-cadeau : 124,31 CAD', '2026-11-20'])
      expect(fr, text).toContain(text);
    const uk = await renderer.render(sampleInvoice({ tax: { amount: 2000, currency: 'USD' } }), 'en-GB');
    expect(pdfLines(uk)).toEqual(expect.arrayContaining(['VAT', 'Delivery', '20/11/2026']));
    expect(new TextDecoder('latin1').decode(uk)).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('draws a return label with the return number as a barcode image, the parties, the last day and the items', async () => {
    const pdf = await renderer.render(sampleLabel(), 'en-US');
    expect(shape(pdf)).toEqual(['%PDF-', '%%EOF']);
    expect(new TextDecoder('latin1').decode(pdf)).toMatch(/\/Subtype \/Image/);
    const lines = pdfLines(pdf);
    for (const text of [
      'Return label',
      'Return number: RST4821937706',
      'Order ST4821937706',
      'Return by 12/22/2026',
      'Stride Returns',
      '1 × Stride Pace Runner 3, Flame Red, size 9.5',
    ])
      expect(lines, text).toContain(text);
    expect(pdfLines(await renderer.render(sampleLabel(), 'fr-CA'))).toEqual(
      expect.arrayContaining(['Étiquette de retour', 'Numéro de retour : RST4821937706', 'À retourner au plus tard le 2026-12-22']),
    );
  });

  it('renders the same document to the same bytes', async () => {
    expect(await renderer.render(sampleLabel(), 'en-US')).toEqual(await renderer.render(sampleLabel(), 'en-US'));
  });
});
