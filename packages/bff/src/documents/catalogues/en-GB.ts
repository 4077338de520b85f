import { documentsEnUS, type DocumentMessageId } from './en-US.js';

// English (United Kingdom): the US documents, with the words a UK shopper expects where they differ.
export const documentsEnGB: Readonly<Record<DocumentMessageId, string>> = {
  ...documentsEnUS,
  'invoice.shipTo': 'Deliver to',
  'invoice.shipping': 'Delivery',
  'invoice.tax': 'VAT',
};
