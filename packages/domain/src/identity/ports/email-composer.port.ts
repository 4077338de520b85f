import type { Money } from '../../money/index.js';

/** An order line as its confirmation e-mail lists it. */
export interface OrderEmailLine {
  readonly productName: string;
  readonly colourName: string;
  readonly sizeLabel: string;
  readonly qty: number;
  readonly rowTotal: Money;
  /** A gift with purchase, shown as free. */
  readonly isBonus: boolean;
}

/**
 * What an e-mail says, before it is worded: the template and its values. The composer words it in
 * the locale of the site the shopper used (strings from an ICU catalogue, money and dates for the site).
 */
export type EmailMessage =
  | { readonly template: 'password-reset'; readonly link: string }
  | { readonly template: 'loyalty-confirmation'; readonly link: string }
  | { readonly template: 'newsletter-confirmation'; readonly link: string }
  | {
      readonly template: 'order-confirmation';
      readonly orderNumber: string;
      /** The order's page on the site it was placed on. */
      readonly link?: string | undefined;
      readonly placedAt: Date;
      readonly lines: readonly OrderEmailLine[];
      readonly itemTotal: Money;
      readonly discount: Money;
      readonly shipping: Money;
      readonly tax: Money;
      readonly total: Money;
    }
  | {
      /** A digital gift card, one e-mail per card: the only place its PIN is ever shown. */
      readonly template: 'gift-card';
      readonly orderNumber: string;
      readonly giftCardNumber: string;
      readonly pin: string;
      readonly amount: Money;
      /** A gift: who it is for, who sends it (the buyer) and their message. */
      readonly gift: { readonly recipientName: string; readonly senderName: string | null; readonly message: string } | null;
      /** Sent again: the card has a new PIN and the earlier e-mail's no longer works. */
      readonly resent: boolean;
    }
  | {
      /** A size a shopper asked to be told about is back in stock: once per request (notify me). */
      readonly template: 'back-in-stock';
      readonly productName: string;
      readonly colourName: string;
      readonly sizeLabel: string;
      /** The product page on the site the shopper asked on, with the colour and size chosen. */
      readonly link: string;
    };

/** An e-mail worded for the outbox. */
export interface ComposedEmail {
  readonly subject: string;
  readonly body: string;
}

/** Words e-mails in a site's locale (`fr-CA`, `en-GB`); a locale without a catalogue gets en-US. */
export interface EmailComposer {
  compose(message: EmailMessage, locale: string): ComposedEmail;
}
