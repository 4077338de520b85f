import type { OrderDocument, OrderDocumentRenderer } from '@stride/domain/checkout';
import PDFDocument from 'pdfkit';
import { sayers } from '../locale/lingui-sayer.js';
import { DOCUMENT_CATALOGUES } from './catalogues/index.js';
import { drawInvoice } from './invoice-pdf.js';
import { collectBytes, MARGIN, pdfText } from './pdf-layout.js';
import { drawReturnLabel } from './return-label-pdf.js';

/** How the PDFs are written. */
export interface PdfkitDocumentsOptions {
  /** Deflate the page contents (the default); tests turn it off to read the text back. */
  readonly compress?: boolean;
}

/**
 * Renders invoices and return labels with PDFKit and its standard fonts (WinAnsi holds the letters
 * of English and French), worded from the documents' catalogues (Lingui, ICU) in the site's locale:
 * money by the site's rule, dates in its short form and time zone. Letter for the North American
 * sites, A4 for the UK. The PDF's creation date is the document's own, so a document renders alike.
 * @example const pdf = await pdfkitOrderDocuments().render(invoice, 'fr-CA'); // %PDF-...
 */
export function pdfkitOrderDocuments(options: PdfkitDocumentsOptions = {}): OrderDocumentRenderer {
  const sayerOf = sayers(DOCUMENT_CATALOGUES);
  return {
    async render(document: OrderDocument, locale: string): Promise<Uint8Array<ArrayBuffer>> {
      const site = DOCUMENT_CATALOGUES[locale] === undefined ? 'en-US' : locale;
      const say = sayerOf(site);
      const title = document.kind === 'invoice' ? `${say('invoice.title')} ${document.invoiceNumber}` : `${say('label.title')} ${document.returnNumber}`;
      const doc = new PDFDocument({
        size: site === 'en-GB' ? 'A4' : 'LETTER',
        margin: MARGIN,
        compress: options.compress ?? true,
        info: { Title: pdfText(title), Author: 'Stride', Creator: 'Stride', Producer: 'Stride', CreationDate: document.issuedAt, ModDate: document.issuedAt },
      });
      const bytes = collectBytes(doc);
      if (document.kind === 'invoice') drawInvoice(doc, document, say, site);
      else await drawReturnLabel(doc, document, say, site);
      doc.end();
      return bytes;
    },
  };
}
