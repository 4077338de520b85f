import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ComposedEmail, EmailComposer, EmailMessage } from '@stride/domain/identity';
import { formatMoney, type Money } from '@stride/domain/money';
import { EMAIL_CATALOGUES, emailEnUS, type EmailMessageId } from './catalogues/index.js';

/** The time zone an order's date is written in, per site (the day the shopper placed it, where the site sells). */
const SITE_TIME_ZONES: Readonly<Record<string, string>> = {
  'en-US': 'America/New_York',
  'en-CA': 'America/Toronto',
  'fr-CA': 'America/Toronto',
  'en-GB': 'Europe/London',
};

type Say = (id: EmailMessageId, values?: Readonly<Record<string, string | number>>) => string;

function sayerFor(locale: string): Say {
  const source = EMAIL_CATALOGUES[locale] ?? emailEnUS;
  const compiled = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (id, values) => i18n._(id, values === undefined ? undefined : { ...values });
}

// One formatter per locale (an order confirmation is composed inside place order): building one costs far more than formatting.
const siteDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date of the site in its short numeric form: 11/26/2026 (en-US), 26/11/2026 (en-GB), 2026-11-26 (fr-CA). */
function siteDate(date: Date, locale: string): string {
  let format = siteDateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SITE_TIME_ZONES[locale] ?? 'UTC' });
    if (siteDateFormats.size >= 64) siteDateFormats.clear();
    siteDateFormats.set(locale, format);
  }
  return format.format(date);
}

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

/**
 * Words the outbox's e-mails with Lingui from the e-mail catalogues (ICU MessageFormat), in the
 * locale of the site the shopper used; money by the site's rule (`formatMoney`: CAD by its code),
 * dates in the site's short numeric form and time zone. Each locale's catalogue is compiled once,
 * on first use. A locale without a catalogue is worded in en-US.
 * @example linguiEmailComposer().compose({ template: 'password-reset', link }, 'fr-CA').subject // 'Réinitialisez votre mot de passe Stride'
 */
export function linguiEmailComposer(): EmailComposer {
  const sayers = new Map<string, Say>();
  const sayerOf = (locale: string): Say => {
    const known = sayers.get(locale);
    if (known !== undefined) return known;
    const made = sayerFor(locale);
    sayers.set(locale, made);
    return made;
  };
  return {
    compose(message, locale): ComposedEmail {
      const say = sayerOf(EMAIL_CATALOGUES[locale] === undefined ? 'en-US' : locale);
      switch (message.template) {
        case 'password-reset':
          return { subject: say('passwordReset.subject'), body: say('passwordReset.body', { link: message.link }) };
        case 'loyalty-confirmation':
          return { subject: say('loyaltyConfirmation.subject'), body: say('loyaltyConfirmation.body', { link: message.link }) };
        case 'order-confirmation':
          return { subject: say('orderConfirmation.subject', { orderNumber: message.orderNumber }), body: orderBody(say, message, locale) };
      }
    },
  };
}
