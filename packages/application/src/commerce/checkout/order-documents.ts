import type { DocumentParty, OrderDocument, OrderDocumentRenderer } from '@stride/domain/checkout';
import { checkInvoiceable, checkReturnable, deliveredAt, invoiceDocument, returnLabelDocument, returnNumberFor } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import { cartSiteFor } from '../cart/cart-site.js';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { orderForSite } from './order-for-site.js';
import { mayActOnOrder } from './order-queries.js';

/** How order documents are made: the renderer, and the parties printed on them per site locale. */
export interface OrderDocumentsDeps {
  readonly renderer: OrderDocumentRenderer;
  /** The store's legal name and address for the site's country (the seller on an invoice). */
  readonly seller: (locale: string) => DocumentParty;
  /** Where returns of the site's country are sent. */
  readonly returnsCentre: (locale: string) => DocumentParty;
}

/** A rendered document, with the file name it is downloaded under. */
export interface RenderedDocument {
  readonly fileName: string;
  readonly pdf: Uint8Array<ArrayBuffer>;
}

type DocumentsCheckoutDeps = CheckoutDeps & { readonly documents: OrderDocumentsDeps };

async function rendered(deps: DocumentsCheckoutDeps, document: OrderDocument, locale: string, fileName: string): Promise<RenderedDocument> {
  return { fileName, pdf: await deps.documents.renderer.render(document, locale) };
}

/**
 * `POST /consumers-v3/consumer/purchase/invoice/download`: the invoice of the caller's order (or any
 * order for an agent) as a PDF, its lines worded for the site. Another consumer's order answers like
 * a missing one (OHS4004); a cancelled, returned or unpaid one has none (ORD_STEP_REFUSED).
 */
export async function orderInvoice(
  deps: DocumentsCheckoutDeps,
  input: { orderNumber: string; caller: CheckoutCaller; locale: string },
): Promise<Result<RenderedDocument, StrideError>> {
  const order = await deps.reader.orders.find(input.orderNumber);
  if (order === null || order.status === 'PENDING_PAYMENT' || !mayActOnOrder(order, input.caller)) return err(strideError('OHS4004'));
  const invoiceable = checkInvoiceable(order.status);
  if (invoiceable.isErr()) return err(invoiceable.error);
  const worded = orderForSite(order, await cartSiteFor(deps.glossary, input.locale));
  const document = invoiceDocument(worded, deps.documents.seller(input.locale));
  return ok(await rendered(deps, document, input.locale, `${document.invoiceNumber}.pdf`));
}

/**
 * `POST /consumers-v3/consumer/return/{orderId}/returnLabel`: opens the order's return (once: asking
 * again gives the same return number and label) with a RETURN_OPENED event, and answers the prepaid
 * label as a PDF. Only the owner or an agent (else OHS4004, like a missing order); only a delivered
 * order within its return window (else RTN500 with the reason).
 */
export async function orderReturnLabel(
  deps: DocumentsCheckoutDeps,
  input: { orderNumber: string; caller: CheckoutCaller; locale: string },
): Promise<Result<RenderedDocument, StrideError>> {
  const opened = await deps.uow.run(async (store) => {
    const order = await store.orders.lock(input.orderNumber);
    if (order === null || order.status === 'PENDING_PAYMENT' || !mayActOnOrder(order, input.caller)) return err(strideError('OHS4004'));
    const now = deps.now();
    const returnable = checkReturnable(order.status, deliveredAt(await store.timeline.events(order.orderNumber)), now);
    if (returnable.isErr()) return err(returnable.error);
    const before = await store.timeline.returnOf(order.orderNumber);
    const opening = before ?? (await store.timeline.openReturn(order.orderNumber, returnNumberFor(order.orderNumber), now));
    if (before === null) await store.timeline.record(order.orderNumber, { type: 'RETURN_OPENED', at: now, carrier: null, trackingNumber: null });
    return ok({ order, opening, returnBy: returnable.value });
  });
  if (opened.isErr()) return err(opened.error);
  const { order, opening, returnBy } = opened.value;
  const worded = orderForSite(order, await cartSiteFor(deps.glossary, input.locale));
  const to = deps.documents.returnsCentre(input.locale);
  const document = returnLabelDocument(worded, { returnNumber: opening.returnNumber, issuedAt: opening.openedAt, returnBy, to });
  return ok(await rendered(deps, document, input.locale, `return-label-${opening.returnNumber}.pdf`));
}
