import type { ComposedEmail, EmailComposer, EmailMessage } from '@stride/domain/identity';
import { formatMoney, type Money } from '@stride/domain/money';
import { sayers, type Say as SayOf } from '../locale/lingui-sayer.js';
import { siteDate } from '../locale/site-date.js';
import { EMAIL_CATALOGUES, type EmailMessageId } from './catalogues/index.js';

type Say = SayOf<EmailMessageId>;

function orderBody(say: Say, message: Extract<EmailMessage, { template: 'order-confirmation' }>, locale: string): string {
  const money = (amount: Money) => formatMoney(amount, locale);
  const lines = message.lines.map((line) => {
    const values = { qty: line.qty, name: line.productName, colour: line.colourName, size: line.sizeLabel, amount: money(line.rowTotal) };
    return say(line.isBonus ? 'orderConfirmation.gift' : 'orderConfirmation.line', values);
  });
  const totals = [
    say('orderConfirmation.itemTotal', { amount: money(message.itemTotal) }),
    ...(message.discount.amount > 0 ? [say('orderConfirmation.discount', { amount: money(message.discount) })] : []),
    message.shipping.amount > 0 ? say('orderConfirmation.shipping', { amount: money(message.shipping) }) : say('orderConfirmation.shippingFree'),
    // Prices that include tax (the UK's VAT) add none: no line then.
    ...(message.tax.amount > 0 ? [say('orderConfirmation.tax', { amount: money(message.tax) })] : []),
    say('orderConfirmation.total', { amount: money(message.total) }),
  ];
  return [
    say('orderConfirmation.intro'),
    say('orderConfirmation.placed', { orderNumber: message.orderNumber, date: siteDate(message.placedAt, locale) }),
    '',
    ...lines,
    '',
    ...totals,
    '',
    say('orderConfirmation.followUp'),
    ...(message.link === undefined ? [] : [say('orderConfirmation.link', { link: message.link })]),
  ].join('\n');
}

/** A gift card number in groups of four, as printed on cards (a balance check takes it with or without the spaces). */
const grouped = (number: string) => number.replace(/(.{4})(?=.)/g, '$1 ');

function giftCardBody(say: Say, message: Extract<EmailMessage, { template: 'gift-card' }>, locale: string): string {
  const { gift } = message;
  const intro =
    gift === null
      ? say('giftCard.intro', { orderNumber: message.orderNumber })
      : gift.senderName === null
        ? say('giftCard.introGiftUnsigned', { name: gift.recipientName })
        : say('giftCard.introGift', { name: gift.recipientName, sender: gift.senderName });
  return [
    intro,
    ...(gift === null ? [] : [say('giftCard.message', { message: gift.message })]),
    '',
    say('giftCard.amount', { amount: formatMoney(message.amount, locale) }),
    say('giftCard.number', { number: grouped(message.giftCardNumber) }),
    say('giftCard.pin', { pin: message.pin }),
    '',
    say('giftCard.howToUse'),
    ...(message.resent ? ['', say('giftCard.resent')] : []),
  ].join('\n');
}

/**
 * Words the outbox's e-mails with Lingui from the e-mail catalogues (ICU MessageFormat), in the
 * locale of the site the shopper used; money by the site's rule (`formatMoney`: CAD by its code),
 * dates in the site's short numeric form and time zone. Each locale's catalogue is compiled once,
 * on first use. A locale without a catalogue is worded in en-US.
 * @example linguiEmailComposer().compose({ template: 'password-reset', link }, 'fr-CA').subject // 'Réinitialisez votre mot de passe Stride'
 */
export function linguiEmailComposer(): EmailComposer {
  const sayerOf = sayers(EMAIL_CATALOGUES);
  return {
    compose(message, locale): ComposedEmail {
      const say = sayerOf(locale);
      switch (message.template) {
        case 'password-reset':
          return { subject: say('passwordReset.subject'), body: say('passwordReset.body', { link: message.link }) };
        case 'loyalty-confirmation':
          return { subject: say('loyaltyConfirmation.subject'), body: say('loyaltyConfirmation.body', { link: message.link }) };
        case 'newsletter-confirmation':
          return { subject: say('newsletterConfirmation.subject'), body: say('newsletterConfirmation.body', { link: message.link }) };
        case 'order-confirmation':
          return { subject: say('orderConfirmation.subject', { orderNumber: message.orderNumber }), body: orderBody(say, message, locale) };
        case 'gift-card':
          return {
            subject: message.gift === null ? say('giftCard.subject') : say('giftCard.subjectGift', { name: message.gift.recipientName }),
            body: giftCardBody(say, message, locale),
          };
        case 'back-in-stock': {
          const values = { name: message.productName, colour: message.colourName, size: message.sizeLabel, link: message.link };
          return { subject: say('backInStock.subject', values), body: say('backInStock.body', values) };
        }
      }
    },
  };
}
