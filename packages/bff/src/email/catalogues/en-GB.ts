import { emailEnUS, type EmailMessageId } from './en-US.js';

// English (United Kingdom): the US e-mails, with the words a UK shopper expects where they differ.
export const emailEnGB: Readonly<Record<EmailMessageId, string>> = {
  ...emailEnUS,
  'orderConfirmation.shipping': 'Delivery: {amount}',
  'orderConfirmation.shippingFree': 'Delivery: free',
  'orderConfirmation.tax': 'VAT: {amount}',
  'orderConfirmation.intro': 'Thank you for your order. We have received it and will e-mail you when it is dispatched.',
};
