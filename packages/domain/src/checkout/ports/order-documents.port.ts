import type { Money } from '../../money/index.js';

/** A party on a document: a name and its address, one line each (street, town with postal code, country). */
export interface DocumentParty {
  readonly name: string;
  readonly lines: readonly string[];
}

/** An invoice line as sold. */
export interface InvoiceLine {
  readonly name: string;
  readonly colour: string;
  readonly size: string;
  readonly qty: number;
  readonly unitPrice: Money;
  readonly rowTotal: Money;
  /** A free gift of a promotion (priced 0). */
  readonly isBonus: boolean;
}

/** A payment on an invoice: the method code, the card's brand and last four when a card, the amount. */
export interface InvoicePayment {
  readonly method: string;
  readonly brand: string | null;
  readonly last4: string | null;
  readonly amount: Money;
}

/** The facts of an order's invoice, without words: the renderer words them in the shopper's language. */
export interface InvoiceDocument {
  readonly kind: 'invoice';
  readonly invoiceNumber: string;
  readonly orderNumber: string;
  readonly issuedAt: Date;
  readonly seller: DocumentParty;
  readonly billTo: DocumentParty;
  readonly shipTo: DocumentParty | null;
  readonly lines: readonly InvoiceLine[];
  readonly itemTotal: Money;
  readonly discount: Money;
  readonly shipping: Money;
  readonly tax: Money;
  readonly total: Money;
  readonly payments: readonly InvoicePayment[];
}

/** An item going back on a return label. */
export interface ReturnLabelItem {
  readonly name: string;
  readonly colour: string;
  readonly size: string;
  readonly qty: number;
}

/** The facts of a prepaid return label; `returnNumber` is printed as a Code 128 barcode. */
export interface ReturnLabelDocument {
  readonly kind: 'return-label';
  readonly returnNumber: string;
  readonly orderNumber: string;
  readonly issuedAt: Date;
  /** The last day the parcel is accepted. */
  readonly returnBy: Date;
  readonly from: DocumentParty;
  readonly to: DocumentParty;
  readonly items: readonly ReturnLabelItem[];
}

export type OrderDocument = InvoiceDocument | ReturnLabelDocument;

/**
 * Renders an order's document as a PDF in the shopper's locale (`en-US`, `en-CA`, `fr-CA`, `en-GB`;
 * another is worded in en-US). The bytes start with `%PDF-`.
 */
export interface OrderDocumentRenderer {
  render(document: OrderDocument, locale: string): Promise<Uint8Array<ArrayBuffer>>;
}
